import type { MailMessage } from './mailer';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The password recovery e-mail, in Portuguese, with the brand's name. */
export function recoveryEmail(input: {
  to: string;
  nome: string;
  brand: string;
  link: string;
  validityMinutes: number;
}): MailMessage {
  const { to, nome, brand, link, validityMinutes } = input;
  const subject = `${brand} - Recuperação de senha`;
  const text = [
    `Olá, ${nome}!`,
    '',
    `Recebemos um pedido para redefinir a senha do seu acesso ao ${brand}.`,
    'Para criar uma nova senha, abra o link abaixo:',
    '',
    link,
    '',
    `O link vale por ${validityMinutes} minutos e só pode ser usado uma vez.`,
    'Se você não pediu a recuperação, ignore este e-mail: sua senha atual continua valendo.',
    '',
    `Equipe ${brand}`,
  ].join('\n');
  const html = `<!doctype html>
<html lang="pt-BR">
  <body style="font-family: Arial, Helvetica, sans-serif; color: #333; line-height: 1.5">
    <p>Olá, ${escapeHtml(nome)}!</p>
    <p>Recebemos um pedido para redefinir a senha do seu acesso ao <strong>${escapeHtml(brand)}</strong>.</p>
    <p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 10px 18px; background: #1976d2; color: #fff; text-decoration: none; border-radius: 4px">Criar nova senha</a></p>
    <p>Se o botão não funcionar, copie e cole este endereço no navegador:<br /><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
    <p>O link vale por ${validityMinutes} minutos e só pode ser usado uma vez.
      Se você não pediu a recuperação, ignore este e-mail: sua senha atual continua valendo.</p>
    <p>Equipe ${escapeHtml(brand)}</p>
  </body>
</html>`;
  return { to, subject, text, html };
}
