import { buildServer } from "../../scripts/lib/build-server.mjs";

/** The browser tests run the built server, as `npm start` does: build it once, up front. */
export default function setup(): void {
  buildServer();
}
