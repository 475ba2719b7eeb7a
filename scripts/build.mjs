// npm run build: the site (the facts checked, react-router build, compressed, marked as
// built) and the server, always; `npm start` then finds both up to date.
import { build } from "./lib/build.mjs";
import { buildServer } from "./lib/build-server.mjs";

build({ force: true });
buildServer({ force: true });
