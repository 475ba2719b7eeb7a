import { details } from "@shared/site-details";

/** Four members, role, appointed 2023, no fee, occupation. */
export function BoardTable() {
  return (
    <>
      {/* Phones: one card per member; wider screens: the table. */}
      <ul className="grid gap-3 sm:hidden">
        {details.board.map((member) => (
          <li
            key={member.name}
            className="rounded-card border bg-card p-4 shadow-sm shadow-black/5"
          >
            <p className="font-semibold">{member.name}</p>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-muted-foreground">Functie</dt>
              <dd>{member.role}</dd>
              <dt className="text-muted-foreground">Benoemd</dt>
              <dd>{member.appointed}</dd>
              <dt className="text-muted-foreground">Beloning</dt>
              <dd>Onbezoldigd</dd>
              <dt className="text-muted-foreground">Beroep</dt>
              <dd>{member.occupation}</dd>
            </dl>
          </li>
        ))}
      </ul>
      <BoardMembersTable />
    </>
  );
}

function BoardMembersTable() {
  return (
    <div className="hidden overflow-x-auto rounded-card border bg-card shadow-sm shadow-black/5 sm:block">
      <table className="w-full text-left">
        <caption className="sr-only">Samenstelling van het bestuur</caption>
        <thead className="bg-muted text-sm">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Naam
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Functie
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Benoemd
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Beloning
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Beroep
            </th>
          </tr>
        </thead>
        <tbody>
          {details.board.map((member) => (
            <tr key={member.name} className="border-t">
              <th scope="row" className="px-4 py-3 font-medium">
                {member.name}
              </th>
              <td className="px-4 py-3">{member.role}</td>
              <td className="px-4 py-3">{member.appointed}</td>
              <td className="px-4 py-3">Onbezoldigd</td>
              <td className="px-4 py-3">{member.occupation}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
