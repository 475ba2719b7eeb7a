import type { ContactInput } from "./schemas/contact";
import type { VolunteerInput } from "./schemas/volunteer";

/**
 * The empty values the contact and volunteer forms start from (and reset to after a
 * send). Typed by the schemas, so a field added there must be added here; kept out of
 * form-input.ts, which the schemas import, so no module imports itself round a circle.
 * Free of zod at run time: only types come from the schemas.
 */

export const contactDefaults: ContactInput = { name: "", email: "", phone: "", message: "" };

export const volunteerDefaults: VolunteerInput = {
  name: "",
  email: "",
  phone: "",
  organization: "",
  motivation: "",
  experience: "",
  network: "",
};
