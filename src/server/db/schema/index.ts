export * from "./auth";
export * from "./campaigns";
export * from "./donations";
export * from "./email";
export * from "./messages";
export * from "./newsletter-signups";
export * from "./newsletters";
export * from "./settings";
