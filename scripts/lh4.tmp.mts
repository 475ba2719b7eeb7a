import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless","--no-sandbox","--disable-gpu","--disable-quic","--no-first-run","--disable-background-networking","--disable-component-update","--disable-sync"] });
for (const url of process.argv.slice(2)) {
  const r = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
  const a = r!.lhr.audits;
  const m = (a.metrics.details as any).items[0];
  console.log(url, Math.round(r!.lhr.categories.performance.score! * 100), "FCP", m.firstContentfulPaint, "LCP", m.largestContentfulPaint, "TBT", m.totalBlockingTime);
  console.log(" bootup", JSON.stringify((a["bootup-time"].details as any).items.map((i:any)=>[i.url.replace(/^.*\//,""), Math.round(i.total), Math.round(i.scripting)])));
  console.log(" longtasks", JSON.stringify((a["long-tasks"]?.details as any)?.items?.slice(0,10).map((i:any)=>[i.url.replace(/^.*\//,""), Math.round(i.startTime), Math.round(i.duration)])));
  console.log(" requests", (a["network-requests"].details as any).items.filter((i:any)=>i.resourceType==="Script").map((i:any)=>i.url.replace(/^.*\//,"")).join(" "));
}
await chrome.kill();
