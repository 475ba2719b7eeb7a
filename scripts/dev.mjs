// npm run dev: the API server (port 3000 by default, PORT) and the Vite dev server with hot
// reload on http://localhost:5173 (DEV_PORT), which passes /api on to it (vite.config.ts).
// Open that address.
// The API takes it as its PUBLIC_URL: links in e-mails lead there, and the admin's changes,
// which must come from the site's own origin, are accepted from it.
import { spawn } from "node:child_process";

const children = [
  spawn(process.execPath, ["--import", "tsx", "--watch", "src/server/main.ts"], {
    stdio: "inherit",
    env: {
      ...process.env,
      BUILD_DIR: process.env.BUILD_DIR ?? "./build/client",
      PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${process.env.DEV_PORT ?? 5173}`,
    },
  }),
  spawn(process.execPath, ["node_modules/@react-router/dev/bin.js", "dev"], { stdio: "inherit" }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
