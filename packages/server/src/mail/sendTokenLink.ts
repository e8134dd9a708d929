import { linkTo } from '@erp/domain';
import { createOneTimeToken, expireLinksOf } from '../auth/oneTimeTokens';
import type { Transaction } from '../db/database';
import type { OneTimeTokenPurpose } from '../db/schema';
import type { AppContext } from '../http/context';
import type { MailMessage } from './mailer';

/** Who a token-link e-mail goes to, the brand it speaks for and the link it carries. */
export interface TokenLinkEmail {
  to: string;
  nome: string;
  brand: string;
  link: string;
}

/** An e-mail whose link carries a fresh single-use token: password recovery, first access. */
export interface TokenLink {
  purpose: OneTimeTokenPurpose;
  userId: number;
  ttlMs: number;
  /** Where the link starts (`emailLinkOrigin`), found before the token exists so a refusal leaves none behind. */
  origin: string;
  /** The hash route of the screen that opens the token. */
  route(token: string): `/${string}`;
  message(link: string): MailMessage;
  /** More writes in the token's transaction (an audit entry). */
  alongside?(tx: Transaction): Promise<void>;
}

/**
 * Creates the token and sends its link. The user's older links of the same purpose stop working in the same
 * transaction (they read "expired"): only the newest e-mail opens the account.
 */
export async function sendTokenLink(
  ctx: Pick<AppContext, 'db' | 'clock' | 'mailer'>,
  link: TokenLink,
): Promise<void> {
  const token = await ctx.db.transaction(async (tx) => {
    await expireLinksOf(tx, link.userId, [link.purpose], ctx.clock);
    const created = await createOneTimeToken(tx, link.purpose, link.userId, link.ttlMs, ctx.clock);
    await link.alongside?.(tx);
    return created;
  });
  await ctx.mailer.send(link.message(linkTo(link.origin, link.route(token))));
}
