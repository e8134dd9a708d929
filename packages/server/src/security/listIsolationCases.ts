import { LIST_PAGES, type ListName } from '@erp/domain';
import { LISTS } from '../features/listas/routes';
import type { Attacker, IsolationEntry, Victim } from './isolationCases';

// The business lists' part of the route isolation table (isolationCases.ts): generated from the lists themselves, so a
// new list is covered the day it is added.

const BOTH: Attacker[] = ['outraEmpresa', 'outraMarca'];
const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));

/**
 * The business lists: each attacker asks the list and its count for exactly the victim's ids, and must get none of
 * them (or a 403 when its own menus do not offer the page).
 */
export function listCases(): Record<string, IsolationEntry> {
  return Object.fromEntries(
    (Object.keys(LIST_PAGES) as ListName[]).flatMap((name) => {
      const { resource } = LIST_PAGES[name];
      const ids = (v: Victim) => v.listIds[name];
      return [
        [
          `GET /api/${resource}`,
          {
            attackers: BOTH,
            url: (v: Victim) => `/api/${resource}?filter=${q({ where: { id: { inq: ids(v) } } })}`,
            expect: { noLeak: ids },
          },
        ],
        [
          `GET /api/${resource}/count`,
          {
            attackers: BOTH,
            url: (v: Victim) => `/api/${resource}/count?where=${q({ id: { inq: ids(v) } })}`,
            expect: { noLeak: ids },
          },
        ],
      ];
    }),
  );
}

/** The lists' filter choices (`/opcoes/:campo`): an attacker never reads the victim's stock locations or sellers. */
export function listChoiceCases(): Record<string, IsolationEntry> {
  return Object.fromEntries(
    LISTS.flatMap((definition) => {
      const field = Object.keys(definition.choices ?? {})[0];
      if (!field) return [];
      const path = `${LIST_PAGES[definition.name].resource}/opcoes/${field}`;
      const entry: IsolationEntry = {
        attackers: BOTH,
        url: () => `/api/${path}`,
        expect: { noLeak: (v: Victim) => v.choiceIds[path] ?? [] },
      };
      return [[`GET /api/${LIST_PAGES[definition.name].resource}/opcoes/:campo`, entry]];
    }),
  );
}
