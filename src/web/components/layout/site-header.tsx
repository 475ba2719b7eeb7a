import { HeartIcon } from "./icons";
import { Link, NavLink } from "react-router";
import { buttonVariants } from "@web/components/ui/button-variants";
import { AboutMenu } from "./about-menu";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { navLinkClasses } from "./nav-link-classes";
import { donateItem, mainNav } from "./nav-items";

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85">
      <div className="page-container flex h-16 items-center justify-between gap-2 sm:gap-3 lg:h-18">
        <Logo />
        <nav aria-label="Hoofdmenu" className="hidden items-center gap-0.5 lg:flex">
          {mainNav.map((item) =>
            // Anchors on the home page are plain links: NavLink would mark them all current.
            item.to.includes("#") ? (
              <Link key={item.to} to={item.to} className={navLinkClasses}>
                {item.label}
              </Link>
            ) : (
              <NavLink key={item.to} to={item.to} className={navLinkClasses}>
                {item.label}
              </NavLink>
            ),
          )}
          <AboutMenu />
        </nav>
        <div className="flex items-center gap-1.5">
          <Link to={donateItem.to} className={buttonVariants()}>
            {/* Left out on the narrowest phones (320 px), where the header row would not fit. */}
            <HeartIcon aria-hidden="true" className="max-[359px]:hidden" />
            {donateItem.label}
          </Link>
          <MobileMenu className="lg:hidden" />
        </div>
      </div>
    </header>
  );
}
