import { firstLoad } from "./web.ts";
for (const p of ["/", "/doneren", "/zakaat"]) {
  const r = firstLoad("build/client", p);
  console.log(
    p,
    r.totalGzip,
    r.files
      .slice(0, 6)
      .map((f) => `${f.file}:${f.gzip}`)
      .join(" "),
  );
}
