import { paths } from "@shared/paths";
import { site } from "@shared/site";
import { LogOutIcon } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { Link, NavLink, useLocation, useNavigate } from "react-router";
import { toast } from "sonner";
import { LogoMark } from "@web/components/layout/logo";
import { cn } from "@web/lib/utils";
import { signOut } from "@web/lib/session";
import { type AdminUser, forgetAdmin } from "./admin-guard";
import { adminNav } from "./nav";
import { AdminPending } from "./states";

const navLink = ({ isActive }: { isActive: boolean }) =>
  cn(
    "flex min-h-11 shrink-0 items-center gap-2.5 lg:min-h-9 rounded-lg px-3 text-sm font-medium whitespace-nowrap transition-colors",
    isActive
      ? "bg-white/15 text-hero-accent"
      : "text-hero-foreground hover:bg-white/10 hover:text-white",
  );

/**
 * The admin layout: the site's colours, a dense sidebar, one main area. `notice` is shown
 * above every page (the route passes the mail outage notice, so this feature does not
 * import the newsletter feature).
 */
export function AdminShell({
  user,
  notice,
  children,
}: {
  user: AdminUser;
  notice?: ReactNode;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const navList = useRef<HTMLUListElement>(null);
  // On a phone the navigation is one row that scrolls sideways, on a low desktop screen a
  // column that scrolls down: keep the page's own item in view (centred), or the admin
  // cannot see where they are.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new page has its own current item
  useEffect(() => {
    const list = navList.current;
    const active = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !active) return;
    if (list.scrollWidth > list.clientWidth) {
      list.scrollLeft = active.offsetLeft - (list.clientWidth - active.offsetWidth) / 2;
    }
    const column = list.parentElement;
    if (column && column.scrollHeight > column.clientHeight) {
      const item = active.getBoundingClientRect();
      const area = column.getBoundingClientRect();
      if (item.top < area.top || item.bottom > area.bottom) {
        column.scrollTop += item.top - area.top - (area.height - item.height) / 2;
      }
    }
  }, [pathname]);

  async function onSignOut() {
    await signOut().catch(() => {});
    forgetAdmin();
    toast.success("Uitgelogd");
    navigate(paths.auth);
  }

  const signOutButton = (
    <button
      type="button"
      onClick={onSignOut}
      className="inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-medium text-hero-foreground hover:bg-white/10 hover:text-white"
    >
      <LogOutIcon className="size-4" aria-hidden="true" />
      Uitloggen
    </button>
  );

  return (
    <div className="min-h-dvh bg-muted/40 lg:flex">
      {/* Past the sixteen navigation links in one step, as on the public site. */}
      <a
        href="#inhoud"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-primary focus:px-4 focus:py-3 focus:text-primary-foreground"
      >
        Naar de inhoud
      </a>
      <aside className="on-dark bg-hero text-hero-foreground lg:sticky lg:top-0 lg:flex lg:h-dvh lg:w-60 lg:shrink-0 lg:flex-col">
        <div className="flex items-center justify-between gap-3 px-4 pt-3 lg:px-5 lg:pt-5">
          <Link
            to={paths.home}
            className="inline-flex min-h-11 items-center gap-2.5 rounded-lg text-white"
            aria-label={`${site.name}, naar de website`}
          >
            <LogoMark className="size-9" />
            <span className="flex flex-col leading-tight">
              <span className="font-semibold">{site.shortName}</span>
              <span className="text-xs text-hero-foreground">Beheer</span>
            </span>
          </Link>
          <div className="lg:hidden">{signOutButton}</div>
        </div>
        <nav aria-label="Beheer" className="px-2 pb-2 lg:mt-3 lg:flex-1 lg:overflow-y-auto lg:px-3">
          <ul
            ref={navList}
            className="relative flex gap-1 overflow-x-auto pb-1 lg:flex-col lg:overflow-visible"
          >
            {adminNav.map(({ label, to, icon: Icon }) => (
              <li key={to}>
                <NavLink to={to} end={to === paths.admin} className={navLink}>
                  <Icon className="size-4 shrink-0" aria-hidden="true" />
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden border-t border-white/15 p-4 lg:block">
          <p className="truncate text-xs text-hero-foreground" title={user.email}>
            Ingelogd als
            <br />
            <span className="font-medium text-white">{user.email}</span>
          </p>
          <div className="mt-2 -ml-3">{signOutButton}</div>
        </div>
      </aside>
      <main
        id="inhoud"
        tabIndex={-1}
        className="min-w-0 flex-1 outline-none px-4 py-6 sm:px-6 lg:px-8 lg:py-8"
      >
        <div className="mx-auto max-w-6xl">
          {notice}
          <AdminPending>{children}</AdminPending>
        </div>
      </main>
    </div>
  );
}
