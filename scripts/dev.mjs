// npm run dev: the API server (port 3000 by default) and the Vite dev server with hot reload,
// which proxies /api to it. Open the address Vite prints.
import { spawn } from "node:child_process";

const children = [
  spawn(process.execPath, ["--import", "tsx", "--watch", "src/server/main.ts"], {
    stdio: "inherit",
    env: { ...process.env, BUILD_DIR: process.env.BUILD_DIR ?? "./build/client" },
  }),
  spawn(process.execPath, ["node_modules/@react-router/dev/bin.js", "dev"], { stdio: "inherit" }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
