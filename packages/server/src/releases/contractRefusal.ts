import type { FastifyReply } from 'fastify';

/** A version refused by the contract check: answered 422 with the list of what is missing (admin contract S2). */
export class ContractRefusal extends Error {
  constructor(
    message: string,
    readonly faltando: string[],
  ) {
    super(message);
    this.name = 'ContractRefusal';
  }
}

/** Answers a contract refusal in the API's error shape plus `faltando`. */
export function replyContractRefusal(reply: FastifyReply, refusal: ContractRefusal): FastifyReply {
  return reply.code(422).send({
    error: {
      statusCode: 422,
      name: 'UnprocessableEntityError',
      message: refusal.message,
      faltando: refusal.faltando,
    },
  });
}
