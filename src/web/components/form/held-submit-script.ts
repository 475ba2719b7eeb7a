/**
 * The page-wide half of holding early submits (docs/decisions/044), kept apart from
 * held-submit.ts so every page's first script carries only this: the marker and the
 * inline script. The forms load the rest with their own code.
 */
export const HELD_SUBMIT = "data-held-submit";

/**
 * The inline script's source (the build hashes it for the Content-Security-Policy). It
 * listens on window, after the page's own handlers: a form whose script is ready has
 * already prevented the default by then. Anything else would be the browser's own
 * submit, which must not happen: it is stopped and kept.
 */
export const holdEarlySubmits = `addEventListener("submit",function(e){var f=e.target;if(e.defaultPrevented||!f||!f.hasAttribute||!f.hasAttribute("${HELD_SUBMIT}"))return;e.preventDefault();window.__heldSubmit={form:f,submitter:e.submitter||null};f.setAttribute("aria-busy","true")});`;
