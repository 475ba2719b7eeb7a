import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless","--no-sandbox","--disable-gpu","--disable-quic","--no-first-run","--disable-background-networking","--disable-component-update","--disable-sync"] });
for (const url of process.argv.slice(2)) {
  const r = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
  const m = (r!.lhr.audits.metrics.details as any).items[0];
  console.log(url, Math.round(r!.lhr.categories.performance.score! * 100), "FCP", m.firstContentfulPaint, "LCP", m.largestContentfulPaint, "TBT", m.totalBlockingTime, "SI", m.speedIndex, "obsFCP", m.observedFirstContentfulPaint);
}
await chrome.kill();
