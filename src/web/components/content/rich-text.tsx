import type { Rich } from "@content/types";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ExternalLink } from "./external-link";

type Block =
  | { kind: "p"; text: string }
  | { kind: "h3"; text: string }
  | { kind: "ul" | "ol"; items: string[] };

/** Splits the small Markdown subset of content/types.ts `Rich` into blocks. */
function parseBlocks(source: Rich): Block[] {
  const blocks: Block[] = [];
  for (const chunk of source.split(/\n\s*\n/)) {
    const lines = chunk.split("\n").filter((l) => l.trim() !== "");
    let list: Extract<Block, { items: string[] }> | null = null;
    let paragraph: string[] = [];
    const flush = () => {
      if (paragraph.length) blocks.push({ kind: "p", text: paragraph.join(" ") });
      paragraph = [];
    };
    for (const line of lines) {
      const bullet = /^\s*-\s+(.*)$/.exec(line);
      const numbered = /^\s*\d+\.\s+(.*)$/.exec(line);
      const heading = /^###\s+(.*)$/.exec(line);
      const item = bullet ?? numbered;
      if (item) {
        flush();
        const kind = bullet ? "ul" : "ol";
        if (!list || list.kind !== kind) {
          list = { kind, items: [] };
          blocks.push(list);
        }
        list.items.push(item[1] ?? "");
      } else if (heading) {
        flush();
        list = null;
        blocks.push({ kind: "h3", text: heading[1] ?? "" });
      } else {
        list = null;
        paragraph.push(line.trim());
      }
    }
    flush();
  }
  return blocks;
}

const linkClasses =
  "font-medium text-primary underline decoration-primary/40 underline-offset-4 hover:decoration-primary";

/** **bold** and [text](href) inside one line; internal links use the router. */
function renderInline(text: string): ReactNode[] {
  const out: ReactNode[] = [];
  const pattern = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const at = match.index ?? 0;
    if (at > last) out.push(text.slice(last, at));
    const [, bold, label, href] = match;
    if (bold !== undefined) {
      out.push(<strong key={at}>{bold}</strong>);
    } else if (href?.startsWith("/")) {
      out.push(
        <Link key={at} to={href} className={linkClasses}>
          {label}
        </Link>,
      );
    } else {
      out.push(
        <ExternalLink key={at} href={href ?? "#"} className={linkClasses}>
          {label}
        </ExternalLink>,
      );
    }
    last = at + match[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

/** Renders content text (content/types.ts `Rich`) as paragraphs, lists and small headings. */
export function RichText({ source, className }: { source: Rich; className?: string }) {
  return (
    <div className={className ?? "grid gap-4 leading-relaxed"}>
      {parseBlocks(source).map((block, i) => {
        const key = `${block.kind}-${i}`;
        if (block.kind === "p") return <p key={key}>{renderInline(block.text)}</p>;
        if (block.kind === "h3")
          return (
            <h3 key={key} className="mt-2 text-lg font-semibold">
              {renderInline(block.text)}
            </h3>
          );
        const List = block.kind;
        return (
          <List
            key={key}
            className={`grid gap-2 pl-6 ${List === "ul" ? "list-disc" : "list-decimal"} marker:text-primary`}
          >
            {block.items.map((item, j) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static content, never reordered
              <li key={j}>{renderInline(item)}</li>
            ))}
          </List>
        );
      })}
    </div>
  );
}
