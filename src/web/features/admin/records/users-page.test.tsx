// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { recordApiCalls, renderAdminPage } from "@web/test/admin-page";
import { usersAction, UsersPage } from "./users-page";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const user = (id: string, email: string, isAdmin: boolean) => ({
  id,
  name: email,
  email,
  createdAt: "2026-01-10T10:00:00.000Z",
  isAdmin,
});
const me = user("u-1", "beheerder@example.org", true);
const colleague = user("u-2", "collega@example.org", true);
const member = user("u-3", "lid@example.org", false);

function renderPage() {
  const calls = recordApiCalls();
  renderAdminPage({
    page: () => <UsersPage currentUserId={me.id} />,
    action: usersAction,
    data: { users: [me, colleague, member] },
  });
  return calls;
}

describe("granting and revoking admin rights", () => {
  it("offers no revocation of one's own rights", async () => {
    renderPage();
    const own = (await screen.findByText("beheerder@example.org")).closest("tr")!;
    expect(within(own).queryByRole("button")).toBeNull();
    expect(within(own).getByText("Je eigen account")).toBeTruthy();
    expect(
      screen.getByRole("button", { name: "Rechten intrekken: collega@example.org" }),
    ).toBeTruthy();
  });

  it("'Maak beheerder' asks first and calls nothing yet; confirmed, it grants", async () => {
    const calls = renderPage();
    fireEvent.click(await screen.findByRole("button", { name: "Maak beheerder: lid@example.org" }));
    const dialog = screen.getByRole("dialog", { name: "Beheerder maken?" });
    expect(within(dialog).getByText(/^lid@example\.org krijgt toegang/).textContent).toBe(
      "lid@example.org krijgt toegang tot het hele beheer: giften, donateurs, nieuwsbrieven en gebruikers, en kan zelf beheerders maken.",
    );
    expect(calls).toEqual([]);
    fireEvent.click(within(dialog).getByRole("button", { name: "Maak beheerder" }));
    await waitFor(() =>
      expect(calls).toEqual([{ method: "PUT", url: "/api/admin/users/u-3/admin", body: {} }]),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("'Rechten intrekken' asks first and calls nothing yet; confirmed, it revokes", async () => {
    const calls = renderPage();
    fireEvent.click(
      await screen.findByRole("button", { name: "Rechten intrekken: collega@example.org" }),
    );
    const dialog = screen.getByRole("dialog", { name: "Rechten intrekken?" });
    expect(within(dialog).getByText(/^collega@example\.org heeft/).textContent).toBe(
      "collega@example.org heeft daarna geen toegang meer tot het beheer. Een beheerder kan de rechten later opnieuw geven.",
    );
    expect(calls).toEqual([]);
    fireEvent.click(within(dialog).getByRole("button", { name: "Rechten intrekken" }));
    await waitFor(() =>
      expect(calls).toEqual([
        { method: "DELETE", url: "/api/admin/users/u-2/admin", body: undefined },
      ]),
    );
  });

  it("changes nothing when the admin cancels either question", async () => {
    const calls = renderPage();
    for (const name of [
      "Maak beheerder: lid@example.org",
      "Rechten intrekken: collega@example.org",
    ]) {
      fireEvent.click(await screen.findByRole("button", { name }));
      fireEvent.click(
        within(screen.getByRole("dialog")).getByRole("button", { name: "Annuleren" }),
      );
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    }
    expect(calls).toEqual([]);
  });
});
