import { paths } from "@shared/paths";
import { Navigate } from "react-router";

/** /admin opens the newsletter page, where sign-in also lands (spec 02 §4). */
export default function AdminIndex() {
  return <Navigate to={paths.adminNewsletter} replace />;
}
