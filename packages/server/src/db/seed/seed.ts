import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Clock } from '../../auth/clock';
import type { PasswordHasher } from '../../auth/passwords';
import type { Database, Transaction as Tx } from '../database';
import {
  alertas,
  brandOrigins,
  brands,
  configuracoesBoleto,
  empresas,
  filiais,
  filialIntegracoes,
  locaisEstoque,
  perfilPermissoes,
  perfis,
  planos,
  usuarioFiliais,
  usuarios,
} from '../schema';
import { DEMO_ALERTS } from './demoAlerts';
import { seedBusiness } from './business/seedBusiness';
import type { SeedBranch } from './business/branches';
import { demoBrands } from './demoBrands';
import { DEMO_COMPANIES, DEMO_PASSWORD, type DemoCompany } from './demoCompanies';
import { CONTRACTED_PLAN_INDEX, demoPlans } from './demoPlans';

export interface SeedOptions {
  passwords: PasswordHasher;
  clock: Clock;
  hostPort: number;
  /** Business data volume: 1 (default) = the CONTRACT's; the unit tests' snapshot uses a fraction to stay fast. */
  scale?: number;
}

// Arbitrary constant: serialises concurrent first starts of several API processes on one PostgreSQL.
const SEED_LOCK_KEY = 7_340_001;

function isoDate(clock: Clock, days: number): string {
  return new Date(clock() + days * 86_400_000).toISOString().slice(0, 10);
}

async function seedCompany(
  tx: Tx,
  brandId: number,
  company: DemoCompany,
  options: SeedOptions,
  contractedPlanId: number | null,
): Promise<void> {
  const [empresa] = await tx
    .insert(empresas)
    .values({ brandId, nome: company.nome, cpfCnpj: company.cpfCnpj })
    .returning();
  if (!empresa) throw new Error('Falha ao criar a empresa de demonstração.');
  const branchIds = new Map<string, number>();
  const businessBranches: SeedBranch[] = [];
  for (const branch of company.filiais) {
    const [filial] = await tx
      .insert(filiais)
      .values({
        empresaId: empresa.id,
        nome: branch.nome,
        apelido: branch.apelido ?? null,
        cpfCnpj: branch.cpfCnpj,
        ramoAtividade: branch.ramoAtividade ?? null,
        contratoId: branch.contratoId ?? null,
        planoId: branch.contratoId ? contractedPlanId : null,
        trial: branch.trial ?? false,
        bloqueada: branch.bloqueada ?? false,
        dataVencimento: branch.venceEmDias === undefined ? null : isoDate(options.clock, branch.venceEmDias),
      })
      .returning();
    if (!filial) throw new Error('Falha ao criar a filial de demonstração.');
    branchIds.set(branch.nome, filial.id);
    for (const sistema of branch.integracoes ?? [])
      await tx.insert(filialIntegracoes).values({ filialId: filial.id, sistema });
    const locais: number[] = [];
    for (const [index, nome] of (branch.locaisEstoque ?? []).entries()) {
      const [local] = await tx
        .insert(locaisEstoque)
        .values({ empresaId: empresa.id, filialId: filial.id, nome, padrao: index === 0 })
        .returning({ id: locaisEstoque.id });
      if (local) locais.push(local.id);
    }
    businessBranches.push({ id: filial.id, locaisEstoqueIds: locais });
    if (branch.boleto)
      await tx
        .insert(configuracoesBoleto)
        .values({ empresaId: empresa.id, filialId: filial.id, ...branch.boleto });
  }
  const profileIds = new Map<string, number>();
  for (const [nome, levels] of Object.entries(company.perfis ?? {})) {
    const [perfil] = await tx.insert(perfis).values({ empresaId: empresa.id, nome }).returning();
    if (!perfil) throw new Error('Falha ao criar o perfil de demonstração.');
    profileIds.set(nome, perfil.id);
    const rows = Object.entries(levels).map(([chave, nivel]) => ({ perfilId: perfil.id, chave, nivel }));
    if (rows.length) await tx.insert(perfilPermissoes).values(rows);
  }
  const sellerUserIds: number[] = [];
  for (const user of company.usuarios) {
    const ids = user.filiais
      .map((nome) => branchIds.get(nome))
      .filter((id): id is number => id !== undefined);
    const [usuario] = await tx
      .insert(usuarios)
      .values({
        email: user.email,
        nome: user.nome,
        cpfCnpj: user.cpfCnpj ?? null,
        senhaHash: await options.passwords.hash(DEMO_PASSWORD),
        empresaId: empresa.id,
        filialSelecionadaId: ids[0] ?? null,
        perfilId: user.perfil ? (profileIds.get(user.perfil) ?? null) : null,
        ...user.flags,
      })
      .returning();
    if (!usuario) throw new Error('Falha ao criar o usuário de demonstração.');
    if (user.perfil === 'Vendedor') sellerUserIds.push(usuario.id);
    if (ids.length)
      await tx.insert(usuarioFiliais).values(ids.map((filialId) => ({ usuarioId: usuario.id, filialId })));
  }
  await seedBusiness(tx, {
    empresaId: empresa.id,
    nome: company.nome,
    branches: businessBranches,
    sellerUserIds,
    volume: company.negocio,
    scale: options.scale ?? 1,
    now: options.clock(),
  });
}

/** The demo alerts of the brand's users (users of other brands are skipped). */
async function seedAlerts(tx: Tx, brandId: number, clock: Clock): Promise<void> {
  const recipients = await tx
    .select({ id: usuarios.id, email: usuarios.email, empresaId: usuarios.empresaId })
    .from(usuarios)
    .innerJoin(empresas, eq(empresas.id, usuarios.empresaId))
    .where(
      and(
        eq(empresas.brandId, brandId),
        inArray(
          usuarios.email,
          DEMO_ALERTS.map((alert) => alert.email),
        ),
      ),
    );
  const rows = DEMO_ALERTS.flatMap((alert, index) => {
    const user = recipients.find((r) => r.email === alert.email);
    if (!user) return [];
    return [
      {
        usuarioId: user.id,
        empresaId: user.empresaId,
        brandId,
        tipo: alert.tipo,
        texto: alert.texto,
        link: alert.link ?? null,
        permiteExcluir: alert.permiteExcluir ?? true,
        lido: alert.lido ?? false,
        // The index keeps same-day alerts in a stable order.
        data: new Date(clock() - alert.diasAtras * 86_400_000 - index * 60_000),
      },
    ];
  });
  if (rows.length) await tx.insert(alertas).values(rows);
}

/**
 * Creates the CONTRACT's demo brands, companies and accounts. Idempotent per brand: a brand that already exists is
 * left alone with all its data (an administrator may have changed it), so running it on every start is safe.
 */
export async function seedDatabase(db: Database, options: SeedOptions): Promise<{ created: number[] }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const created: number[] = [];
    for (const { brand, origins } of demoBrands(options.hostPort)) {
      const existing = await tx
        .select({ id: brands.id })
        .from(brands)
        .where(eq(brands.idConfig, brand.idConfig));
      if (existing.length) continue;
      const [row] = await tx.insert(brands).values(brand).returning({ id: brands.id });
      if (!row) throw new Error('Falha ao criar a marca de demonstração.');
      // An origin some other brand already took stays with it (a staff decision outlives the demo seed).
      await tx
        .insert(brandOrigins)
        .values(
          origins.map((origin, position) => ({
            origin,
            brandId: row.id,
            position,
            canonical: position === 0,
          })),
        )
        .onConflictDoNothing();
      const plans = await tx.insert(planos).values(demoPlans(brand.idConfig)).returning({ id: planos.id });
      const contractedPlanId = plans[CONTRACTED_PLAN_INDEX]?.id ?? null;
      for (const company of DEMO_COMPANIES.filter((c) => c.idConfig === brand.idConfig)) {
        await seedCompany(tx, row.id, company, options, contractedPlanId);
      }
      await seedAlerts(tx, row.id, options.clock);
      created.push(brand.idConfig);
    }
    // The planner's statistics of the tables just filled. Without them it takes the business tables for empty (the
    // embedded database runs no autovacuum, so nothing analyses them later either) and joins the 44,777 stock
    // movements of a branch one row at a time: their list's count took 1.7 s instead of 0.15 s (bench:lists).
    if (created.length) await tx.execute(sql`analyze`);
    return { created };
  });
}
