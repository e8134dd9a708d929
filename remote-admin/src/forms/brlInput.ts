import type { NumberInputProps } from '@mantine/core';
import { BRL_PREFIX } from '@erp/domain';

/** A money field in reais as people type it here: "R$ 1.234,50", two decimals, never negative. */
export const BRL_INPUT_PROPS = {
  prefix: BRL_PREFIX,
  decimalSeparator: ',',
  thousandSeparator: '.',
  decimalScale: 2,
  fixedDecimalScale: true,
  allowNegative: false,
  hideControls: true,
} as const satisfies NumberInputProps;
