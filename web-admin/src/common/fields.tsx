/** Fields that show values the spec's way (format.ts). */
import { FunctionField, type FunctionFieldProps } from 'react-admin';
import { formatCurrency, formatDate, formatDateTime, formatTime } from '../format.js';

type Props = Omit<FunctionFieldProps, 'render'> & { source: string };

const valueOf = (record: Record<string, unknown>, source: string): unknown =>
  source.split('.').reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), record);

export const DateTimeField = ({ source, ...props }: Props) => (
  <FunctionField source={source} {...props} render={(record) => formatDateTime(valueOf(record, source) as string)} />
);

export const DateField = ({ source, ...props }: Props) => (
  <FunctionField source={source} {...props} render={(record) => formatDate(valueOf(record, source) as string)} />
);

export const TimeField = ({ source, ...props }: Props) => (
  <FunctionField source={source} {...props} render={(record) => formatTime(valueOf(record, source) as string)} />
);

export const PesoField = ({ source, ...props }: Props) => (
  <FunctionField source={source} {...props} render={(record) => formatCurrency(valueOf(record, source) as number)} />
);
