import { options } from "preact";

// React Router marks its inline scripts `suppressHydrationWarning`, a prop React reads
// and never writes into the page. Preact would write it as an attribute: drop it.
const next = options.vnode;
options.vnode = (vnode) => {
  const props = vnode.props as Record<string, unknown> | null;
  if (typeof vnode.type === "string" && props && "suppressHydrationWarning" in props) {
    delete props.suppressHydrationWarning;
  }
  next?.(vnode);
};
