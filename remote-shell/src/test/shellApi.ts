// The shell's route table for @erp/test-doubles' fake API: the user, alerts, favourites and branches its header and
// screens read and change, kept in a `db` the tests see.
import type { UserInfo } from '@erp/domain';
import { fixtures, json, loopbackError, noContent, startFakeApi, type FakeRequest } from '@erp/test-doubles';

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
      if (!alerta) return loopbackError(404, 'Alerta não encontrado.');
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
      if (!filial) return loopbackError(400, 'Filial inválida.');
      db.user = {
        ...db.user,
        filialSelecionada: filial.id,
        filialSelecionadaObj: fixtures.filialSelecionada({ ...filial }),
      };
      return noContent();
    }
    case 'POST alteraSenha':
      if (input.senhaAntiga !== db.senha) return loopbackError(400, 'Senha atual incorreta.');
      db.senha = String(input.senhaNova);
      return noContent();
    case 'POST avatar':
      return json({ avatar: `http://localhost:3000/uploads/avatar-${db.user.id}.png` });
    case `PUT ${db.user.id}`:
      db.user = { ...db.user, nome: String(input.nome), avatar: (input.avatar as string | null) ?? null };
      return json({ id: db.user.id, nome: db.user.nome, avatar: db.user.avatar });
    default:
      return loopbackError(404, `Rota desconhecida: ${method} Usuarios/${rest}`);
  }
}

/** The shell's fake API: @erp/test-doubles' fake server with the shell's routes over `db`, which tests read and change. */
export function startShellApi(seed: Partial<FakeDb> = {}) {
  const db: FakeDb = {
    user: fixtures.userInfo(),
    senha: 'demo123',
    alertas: [],
    favoritos: [],
    filiais: [],
    ...seed,
  };
  return { ...startFakeApi((request) => route(request, db)), db };
}

export type ShellApi = ReturnType<typeof startShellApi>;
