import { createRequire } from 'node:module';
import type ExcelJS from 'exceljs';
import type PDFDocument from 'pdfkit';

// The report libraries cost about half a second of every server start when imported at the top,
// for reports most starts never make: they are loaded here on first use (and kept by require).
const require = createRequire(import.meta.url);

/** exceljs, loaded by the first workbook. */
export const excel = (): typeof ExcelJS => require('exceljs');

/** pdfkit, loaded by the first PDF. */
export const pdfkit = (): typeof PDFDocument => require('pdfkit');
