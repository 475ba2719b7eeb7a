import type { NewsCategory } from "@content/types";
import { Badge } from "@web/components/ui/badge";

/** Category badge on news cards; urgent items get the red 'URGENT' badge. */
export function CategoryBadge({ category, urgent }: { category: NewsCategory; urgent?: boolean }) {
  return (
    <>
      {urgent ? <Badge variant="urgent">URGENT</Badge> : null}
      <Badge variant={category === "Noodhulp" ? "outline" : "secondary"}>{category}</Badge>
    </>
  );
}
