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
  SettingsIcon,
  UserCogIcon,
  UsersIcon,
} from "lucide-react";

/** The admin navigation, newsletters first (where sign-in lands). */
export const adminNav: { label: string; to: string; icon: LucideIcon }[] = [
  { label: "Nieuwsbrieven", to: paths.adminNewsletter, icon: NewspaperIcon },
  { label: "Abonnees", to: paths.adminSubscribers, icon: UsersIcon },
  { label: "Campagnes", to: paths.adminCampaigns, icon: MegaphoneIcon },
  { label: "Donaties", to: paths.adminDonations, icon: HandCoinsIcon },
  { label: "Maanddonateurs", to: paths.adminMonthlyDonors, icon: RepeatIcon },
  { label: "Periodieke giften", to: paths.adminPeriodicGifts, icon: FilePenLineIcon },
  { label: "Jaaroverzichten", to: paths.adminStatements, icon: FileTextIcon },
  { label: "Berichten", to: paths.adminMessages, icon: MessageSquareIcon },
  { label: "Vrijwilligers", to: paths.adminVolunteers, icon: HandHeartIcon },
  { label: "E-mail", to: paths.adminEmail, icon: InboxIcon },
  { label: "Instellingen", to: paths.adminSettings, icon: SettingsIcon },
  { label: "Gebruikers", to: paths.adminUsers, icon: UserCogIcon },
];
