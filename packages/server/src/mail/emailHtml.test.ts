import { firstAccessEmail } from './firstAccessEmail';
import { mailOf, plain } from './emailHtml';
import { recoveryEmail } from './recoveryEmail';

const to = { to: 'ana@teste.com.br', nome: 'Ana <b>', brand: 'Acme & Cia', link: 'http://x/#/r/t?a=1&b=2' };

describe('product e-mails', () => {
  it('writes each paragraph in both forms: a blank line apart in text, one <p> each in HTML (escaped)', () => {
    const mail = mailOf('a@b.com.br', 'Assunto', [
      plain('Olá, <Ana>!'),
      { html: '<a href="#">Botão</a>' },
      plain('um', 'dois'),
    ]);
    expect(mail.text).toBe('Olá, <Ana>!\n\num\ndois');
    expect(mail.html).toContain(
      '<p>Olá, &#60;Ana&#62;!</p>\n    <p><a href="#">Botão</a></p>\n    <p>um dois</p>',
    );
    expect(mail.subject).toBe('Assunto');
  });

  it('gives the recovery e-mail its link on a line of its own, and a button in HTML', () => {
    const mail = recoveryEmail({ ...to, validityMinutes: 30 });
    expect(mail.text.split('\n\n')).toEqual([
      'Olá, Ana <b>!',
      'Recebemos um pedido para redefinir a senha do seu acesso ao Acme & Cia.\nPara criar uma nova senha, abra o link abaixo:',
      'http://x/#/r/t?a=1&b=2',
      'O link vale por 30 minutos e só pode ser usado uma vez.\nSe você não pediu a recuperação, ignore este e-mail: sua senha atual continua valendo.',
      'Equipe Acme & Cia',
    ]);
    expect(mail.html).toContain('<strong>Acme &#38; Cia</strong>');
    expect(mail.html).toContain('href="http://x/#/r/t?a=1&#38;b=2" style="display: inline-block');
    expect(mail.html).not.toContain('<b>');
  });

  it('gives the first-access invitation the same parts: greeting, invitation, link, validity, signature', () => {
    const mail = firstAccessEmail({ ...to, validityDays: 7 });
    const parts = mail.text.split('\n\n');
    expect(parts).toHaveLength(5);
    expect(parts[2]).toBe(to.link);
    expect(mail.html.match(/<p>/g)).toHaveLength(5);
  });
});
