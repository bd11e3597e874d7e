/** Where a report's file lives: DATA_DIR/reports/<report id>.<xlsx|pdf>, on the volume api and workers share. */
import path from 'node:path';
import type { Config } from '../config.js';
import { isDocumentKind, type ReportKind } from './kinds.js';

export const reportsDir = (config: Pick<Config, 'DATA_DIR'>) => path.resolve(config.DATA_DIR, 'reports');

export const reportFileName = (id: string, kind: ReportKind) => `${id}.${isDocumentKind(kind) ? 'pdf' : 'xlsx'}`;

export function reportFilePath(config: Pick<Config, 'DATA_DIR'>, id: string, kind: ReportKind): string {
  return path.join(reportsDir(config), reportFileName(id, kind));
}

export const contentTypeOf = (kind: ReportKind) =>
  isDocumentKind(kind) ? 'application/pdf' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
