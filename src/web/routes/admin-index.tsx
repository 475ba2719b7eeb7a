import { paths } from "@shared/paths";
import { Navigate } from "react-router";

/** /admin opens the newsletter page, where sign-in also lands. */
export default function AdminIndex() {
  return <Navigate to={paths.adminNewsletter} replace />;
}
