// An in-memory API for the shell's tests: the real client (transport, schemas, errors) over a fake fetch and a fake
// socket, so a test drives the header as the browser would and reads what reached the "server".
import { configureApi, resetApi } from '@erp/api-client';
import type { UserInfo } from '@erp/domain';
import { sessionStore } from '@erp/session';
import { fixtures } from '@erp/test-utils';
import { FakeSocket, json, noContent, loopbackError } from '@erp/test-doubles';

/** An alert as `GET Alertas/obter` answers it. */
export interface FakeAlerta {
  id: number;
  tipo: 'info' | 'success' | 'warning';
  texto: string;
  data: string;
  link: string | null;
  permiteExcluir: boolean;
  lido: boolean;
}

/** What the fake server holds; tests read and change it directly. */
export interface FakeDb {
  user: UserInfo;
  senha: string;
  alertas: FakeAlerta[];
  favoritos: { id: number; link: string; title: string }[];
  filiais: { id: number; nome: string; apelido: string | null; cpfCnpj: string }[];
}

/** One request that reached the fake server. */
export interface FakeRequest {
  method: string;
  path: string;
  body: unknown;
  /** The query string's parameters (a list's `filter`, a count's `where`). */
  query?: URLSearchParams;
  /** The Authorization header the call carried. */
  token?: string | null;
}

type Handler = (request: FakeRequest, db: FakeDb) => Response | Promise<Response> | undefined;

const ENDPOINT = 'http://localhost:3000/api/';

/** A LoopBack error answer with a Portuguese message. */
export const apiError = (status: number, message: string): Response => loopbackError(status, message);

let nextId = 1000;

function route({ method, path, body }: FakeRequest, db: FakeDb): Response {
  const [, model = '', rest = ''] = /^([^/]+)\/?(.*)$/.exec(path) ?? [];
  const id = Number(rest);
  const input = (body ?? {}) as Record<string, unknown>;
  switch (`${method} ${model}`) {
    case 'GET Alertas':
      return json(db.alertas);
    case 'PUT Alertas': {
      const alerta = db.alertas.find((a) => a.id === id);
      if (!alerta) return apiError(404, 'Alerta não encontrado.');
      Object.assign(alerta, { lido: input.lido === true });
      return json(alerta);
    }
    case 'DELETE Alertas':
      db.alertas = db.alertas.filter((a) => a.id !== id);
      return noContent();
    case 'GET Favoritos':
      return json(db.favoritos);
    case 'POST Favoritos': {
      const favorito = { id: (nextId += 1), link: String(input.link), title: String(input.title) };
      db.favoritos.push(favorito);
      return json(favorito);
    }
    case 'DELETE Favoritos':
      db.favoritos = db.favoritos.filter((f) => f.id !== id);
      return noContent();
    default:
      return usuarios(method, rest, input, db);
  }
}

function usuarios(method: string, rest: string, input: Record<string, unknown>, db: FakeDb): Response {
  switch (`${method} ${rest}`) {
    case 'GET getUserInfo':
      return json(db.user);
    case 'GET filiais':
      return json(db.filiais);
    case 'GET verificaFilial':
      return json({ valida: true });
    case 'POST selecionarFilial': {
      const filial = db.filiais.find((f) => f.id === input.filialId);
      if (!filial) return apiError(400, 'Filial inválida.');
      db.user = {
        ...db.user,
        filialSelecionada: filial.id,
        filialSelecionadaObj: fixtures.filialSelecionada({ ...filial }),
      };
      return noContent();
    }
    case 'POST alteraSenha':
      if (input.senhaAntiga !== db.senha) return apiError(400, 'Senha atual incorreta.');
      db.senha = String(input.senhaNova);
      return noContent();
    case 'POST avatar':
      return json({ avatar: `http://localhost:3000/uploads/avatar-${db.user.id}.png` });
    case `PUT ${db.user.id}`:
      db.user = { ...db.user, nome: String(input.nome), avatar: (input.avatar as string | null) ?? null };
      return json({ id: db.user.id, nome: db.user.nome, avatar: db.user.avatar });
    default:
      return apiError(404, `Rota desconhecida: ${method} Usuarios/${rest}`);
  }
}

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('Content-Type') ?? '';
  if (type.includes('multipart/form-data')) return request.formData();
  const text = await request.text();
  return text ? JSON.parse(text) : undefined;
}

/** Configures the process-wide client against a fresh fake server; `override` answers first when it returns. */
export function startFakeApi(seed: Partial<FakeDb> = {}) {
  const db: FakeDb = {
    user: fixtures.userInfo(),
    senha: 'demo123',
    alertas: [],
    favoritos: [],
    filiais: [],
    ...seed,
  };
  const requests: FakeRequest[] = [];
  const overrides: Handler[] = [];
  const socket = new FakeSocket();
  resetApi();
  configureApi({
    endpoint: ENDPOINT,
    getToken: () => sessionStore.getState().token,
    fetch: async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const url = new URL(request.url);
      const path = decodeURIComponent(url.pathname.replace(/^\/api\//, ''));
      const call = {
        method: request.method,
        path,
        body: await readBody(request),
        // Only calls that carry a query record it, so tests comparing whole calls are unchanged.
        ...(url.search ? { query: url.searchParams } : {}),
        token: request.headers.get('Authorization'),
      };
      requests.push(call);
      for (const override of overrides) {
        const answer = override(call, db);
        if (answer) return answer;
      }
      return route(call, db);
    },
    socketFactory: () => socket as never,
  });
  return {
    db,
    requests,
    socket,
    /** Answers matching calls with this response instead of the fake's own. */
    answer(method: string, path: string | RegExp, response: () => Response | Promise<Response>): void {
      overrides.push((call) =>
        call.method === method && (typeof path === 'string' ? call.path === path : path.test(call.path))
          ? response()
          : undefined,
      );
    },
    /** Calls made with this method and path. */
    calls(method: string, path: string | RegExp): FakeRequest[] {
      return requests.filter(
        (r) => r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path)),
      );
    },
  };
}

export type FakeApi = ReturnType<typeof startFakeApi>;
