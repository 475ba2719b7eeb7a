import type { IconName } from "@content/types";
import {
  BabyIcon,
  BookOpenIcon,
  Building2Icon,
  CameraIcon,
  ClipboardCheckIcon,
  DropletsIcon,
  GiftIcon,
  GlobeIcon,
  GraduationCapIcon,
  HammerIcon,
  HandCoinsIcon,
  HandHeartIcon,
  HandshakeIcon,
  HeartPulseIcon,
  type LucideIcon,
  MegaphoneIcon,
  ShieldCheckIcon,
  SproutIcon,
  StethoscopeIcon,
  SunIcon,
  TentIcon,
  TreeDeciduousIcon,
  TruckIcon,
  UsersIcon,
  UtensilsIcon,
  WheatIcon,
} from "lucide-react";

const icons: Record<IconName, LucideIcon> = {
  droplets: DropletsIcon,
  "heart-pulse": HeartPulseIcon,
  "graduation-cap": GraduationCapIcon,
  wheat: WheatIcon,
  utensils: UtensilsIcon,
  building: Building2Icon,
  sprout: SproutIcon,
  tent: TentIcon,
  users: UsersIcon,
  "shield-check": ShieldCheckIcon,
  "hand-heart": HandHeartIcon,
  truck: TruckIcon,
  sun: SunIcon,
  "book-open": BookOpenIcon,
  baby: BabyIcon,
  stethoscope: StethoscopeIcon,
  hammer: HammerIcon,
  tree: TreeDeciduousIcon,
  globe: GlobeIcon,
  camera: CameraIcon,
  gift: GiftIcon,
  "hand-coins": HandCoinsIcon,
  "clipboard-check": ClipboardCheckIcon,
  handshake: HandshakeIcon,
  megaphone: MegaphoneIcon,
};

/** A content icon by name (content/types.ts `IconName`); decorative. */
export function ContentIcon({ name, className }: { name: IconName; className?: string }) {
  const Icon = icons[name];
  return <Icon aria-hidden="true" className={className ?? "size-6"} />;
}
