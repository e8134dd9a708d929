import {
  BUSINESS_SEGMENT_LABELS,
  decodeIndicante,
  normalizeDocument,
  saoPauloParts,
  type BusinessSegment,
  type SignupField,
} from '@erp/domain';
import type { Database } from '../../db/database';
import { cadastros, empresas, filiais, usuarioFiliais, usuarios, type BrandRow } from '../../db/schema';
import type { SignupBody } from './signupBody';

/** The inserts of a sign-up, in order; tests make each one fail to prove nothing is left half-created. */
export type SignupInsert = 'empresa' | 'filial' | 'usuario' | 'usuarioFilial' | 'cadastro';

export interface SignupOptions {
  /** The fields the brand's screen asked for: hidden ones are stored empty whatever the body says. */
  fields: readonly SignupField[];
  senhaHash: string;
  now: number;
  /** Called after each insert, inside the transaction (failure injection in tests). */
  afterInsert?: (step: SignupInsert) => Promise<void> | void;
}

export interface CreatedSignup {
  cadastroId: number;
  usuarioId: number;
  empresaId: number;
}

const DAY_MS = 86_400_000;

/** The trial's last day: today in São Paulo plus the brand's trial length, as a calendar date. */
export function trialEnd(now: number, days: number): string {
  const today = saoPauloParts(new Date(now));
  if (!today) throw new Error('data inválida');
  return new Date(Date.UTC(today.year, today.month - 1, today.day) + days * DAY_MS)
    .toISOString()
    .slice(0, 10);
}

function created<T>(rows: T[], what: string): T {
  const [row] = rows;
  if (!row) throw new Error(`Falha ao criar ${what} do cadastro.`);
  return row;
}

/**
 * Creates the company, its first branch (on trial until the brand's trial length) and its administrator user, with the
 * sign-up record, in one transaction: any failure rolls all of it back.
 */
export async function createSignup(
  db: Database,
  brand: BrandRow,
  body: SignupBody,
  options: SignupOptions,
): Promise<CreatedSignup> {
  const asked = (field: SignupField) => options.fields.includes(field);
  const value = (field: SignupField & keyof SignupBody) => {
    const raw = body[field];
    return asked(field) && typeof raw === 'string' && raw.trim() ? raw.trim() : null;
  };
  const email = (body.email ?? '').trim().toLowerCase();
  const nome = value('nome') ?? email;
  const empresaNome = value('empresa') ?? nome;
  const cpfCnpj = asked('cpfCnpj') ? normalizeDocument(body.cpfCnpj) || null : null;
  const seguimento = value('seguimento');
  const after = async (step: SignupInsert) => options.afterInsert?.(step);

  return db.transaction(async (tx) => {
    const empresa = created(
      await tx.insert(empresas).values({ brandId: brand.id, nome: empresaNome, cpfCnpj }).returning(),
      'a empresa',
    );
    await after('empresa');
    const filial = created(
      await tx
        .insert(filiais)
        .values({
          empresaId: empresa.id,
          nome: empresaNome,
          cpfCnpj: cpfCnpj ?? '',
          ramoAtividade: seguimento ? BUSINESS_SEGMENT_LABELS[seguimento as BusinessSegment] : null,
          trial: true,
          bloqueada: false,
          dataVencimento: trialEnd(options.now, brand.diasTrial),
        })
        .returning(),
      'a filial',
    );
    await after('filial');
    const usuario = created(
      await tx
        .insert(usuarios)
        .values({
          email,
          nome,
          senhaHash: options.senhaHash,
          empresaId: empresa.id,
          filialSelecionadaId: filial.id,
          perfilAdmin: true,
        })
        .returning(),
      'o usuário',
    );
    await after('usuario');
    await tx.insert(usuarioFiliais).values({ usuarioId: usuario.id, filialId: filial.id });
    await after('usuarioFilial');
    const cidade = value('cidade');
    const cadastro = created(
      await tx
        .insert(cadastros)
        .values({
          brandId: brand.id,
          empresaId: empresa.id,
          filialId: filial.id,
          usuarioId: usuario.id,
          regime: asked('regime') ? (body.regime ?? null) : null,
          telefone: value('telefone'),
          indicante: decodeIndicante(body.indicante),
          campo1: body.campo1 || null,
          campo2: body.campo2 || null,
          campo3: body.campo3 || null,
          campo4: body.campo4 || null,
          naoCadastrasSuperlogica: body.naoCadastrasSuperlogica,
          cidadeId: cidade ? Number(cidade) : null,
          seguimento,
          cargo: value('cargo'),
        })
        .returning({ id: cadastros.id }),
      'o registro',
    );
    await after('cadastro');
    return { cadastroId: cadastro.id, usuarioId: usuario.id, empresaId: empresa.id };
  });
}
