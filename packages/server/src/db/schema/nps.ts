// Net promoter score answers.
import { index, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { brandColumns } from './brands';
import { createdAt } from './columns';
import { companyColumns } from './tenantColumns';
import { userColumns } from './users';

/** Net promoter score answers (0..10) of a brand's users. */
export const npsRespostas = pgTable(
  'nps_respostas',
  {
    id: serial('id').primaryKey(),
    ...userColumns({ cascade: true }),
    ...companyColumns({ cascade: true }),
    ...brandColumns({ cascade: true }),
    nota: smallint('nota').notNull(),
    comentario: text('comentario').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('nps_respostas_brand_idx').on(t.brandId, t.createdAt),
    index('nps_respostas_usuario_idx').on(t.usuarioId),
  ],
);
