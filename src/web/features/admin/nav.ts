import { paths } from "@shared/paths";
import {
  FilePenLineIcon,
  FileTextIcon,
  HandCoinsIcon,
  HandHeartIcon,
  InboxIcon,
  type LucideIcon,
  MegaphoneIcon,
  MessageSquareIcon,
  NewspaperIcon,
  RepeatIcon,
  RocketIcon,
  SettingsIcon,
  ShieldCheckIcon,
  UserCogIcon,
  UsersIcon,
} from "lucide-react";

/** The admin navigation: the go-live checklist (/admin), then newsletters (where sign-in lands). */
export const adminNav: { label: string; to: string; icon: LucideIcon }[] = [
  { label: "Livegang", to: paths.admin, icon: RocketIcon },
  { label: "Nieuwsbrieven", to: paths.adminNewsletter, icon: NewspaperIcon },
  { label: "Abonnees", to: paths.adminSubscribers, icon: UsersIcon },
  { label: "Campagnes", to: paths.adminCampaigns, icon: MegaphoneIcon },
  { label: "Donaties", to: paths.adminDonations, icon: HandCoinsIcon },
  { label: "Maanddonateurs", to: paths.adminMonthlyDonors, icon: RepeatIcon },
  { label: "Jaaroverzichten", to: paths.adminStatements, icon: FileTextIcon },
  { label: "Periodieke giften", to: paths.adminPeriodicGifts, icon: FilePenLineIcon },
  { label: "Berichten", to: paths.adminMessages, icon: MessageSquareIcon },
  { label: "Vrijwilligers", to: paths.adminVolunteers, icon: HandHeartIcon },
  { label: "E-mail", to: paths.adminEmail, icon: InboxIcon },
  { label: "Instellingen", to: paths.adminSettings, icon: SettingsIcon },
  { label: "Gebruikers", to: paths.adminUsers, icon: UserCogIcon },
  { label: "Persoonsgegevens", to: paths.adminPrivacy, icon: ShieldCheckIcon },
];
