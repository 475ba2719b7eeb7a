// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { ErrorBoundary as NewslettersError } from "../../routes/admin-newsletter";
import { AdminLoadError } from "./states";

afterEach(cleanup);

/** A page whose loader fails with `message`, shown through `boundary`. */
async function failedPage(boundary: () => React.ReactNode, message: string) {
  const router = createMemoryRouter([
    {
      path: "/",
      loader: () => {
        throw new Error(message);
      },
      element: <p>inhoud</p>,
      ErrorBoundary: boundary,
    },
  ]);
  render(<RouterProvider router={router} />);
  return screen.findByRole("alert");
}

describe("an admin page whose data did not load", () => {
  it("says what failed and offers to try again", async () => {
    const alert = await failedPage(() => <AdminLoadError />, "Geen verbinding");
    expect(alert.textContent).toMatch(/^Kon de gegevens niet laden: /);
    expect(screen.getByRole("button", { name: "Opnieuw proberen" })).toBeTruthy();
  });

  it("on the newsletters page says 'Kon nieuwsbrieven niet laden'", async () => {
    const alert = await failedPage(NewslettersError, "Geen verbinding");
    expect(alert.textContent).toMatch(/^Kon nieuwsbrieven niet laden: /);
  });
});
