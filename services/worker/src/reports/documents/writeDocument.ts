/**
 * Writes a checklist or the work order form as a PDF (pdfkit, its built-in Helvetica):
 * the header, the booking's or assessment's details, the services, the checks with
 * OK / Not OK / N.A. boxes, lines for notes and lines to sign.
 */
import { createWriteStream } from 'node:fs';
import PDFDocument from 'pdfkit';
import type { DocumentKind } from '@app/core/reports/kinds';
import { pesoFigure } from '@app/core/format/money';
import type { SubjectView } from '@app/projections/reports/documentSubject';
import { documents } from './checklists.js';

const MARGIN = 50;
const peso = (n: number) => `PHP ${pesoFigure(n)}`;

type Doc = PDFKit.PDFDocument;

const width = (doc: Doc) => doc.page.width - 2 * MARGIN;

/** Starts a new page when fewer than `needed` points are left. */
function room(doc: Doc, needed: number): void {
  if (doc.y + needed > doc.page.height - MARGIN) doc.addPage();
}

function heading(doc: Doc, text: string): void {
  room(doc, 40);
  doc.moveDown(0.6).font('Helvetica-Bold').fontSize(11).text(text, MARGIN).moveDown(0.2);
  doc.moveTo(MARGIN, doc.y).lineTo(MARGIN + width(doc), doc.y).lineWidth(0.5).stroke().moveDown(0.3);
  doc.font('Helvetica').fontSize(9.5);
}

function details(doc: Doc, s: SubjectView): void {
  const rows: [string, string][] = [
    [`${s.title} reference`, s.reference],
    ['Customer', s.customer.name],
    ['Contact number', s.customer.contactNumber ?? '-'],
    ['Email', s.customer.email],
    ['Address', `${s.address} (${s.typeOfHome})`],
    ['Category', s.category],
    ['Schedule', s.schedule],
  ];
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font('Helvetica-Bold').text(label, MARGIN, y, { width: 120 });
    doc.font('Helvetica').text(value, MARGIN + 125, y, { width: width(doc) - 125 });
  }
}

function services(doc: Doc, s: SubjectView): void {
  heading(doc, 'Services');
  const priced = s.services.some((l) => l.total !== null);
  for (const line of s.services) {
    room(doc, 16);
    const y = doc.y;
    const label = [line.name, line.location ? `(${line.location})` : ''].filter(Boolean).join(' ');
    doc.text(label, MARGIN, y, { width: 260 });
    if (priced) {
      doc.text(line.quantity === null ? '' : `x ${line.quantity}`, MARGIN + 270, y, { width: 50 });
      doc.text(line.unitPrice === null ? '' : peso(line.unitPrice), MARGIN + 320, y, { width: 90, align: 'right' });
      doc.text(line.total === null ? '' : peso(line.total), MARGIN + 410, y, { width: width(doc) - 410, align: 'right' });
    }
  }
  if (s.total !== null) doc.font('Helvetica-Bold').text(`Total: ${peso(s.total)}`, MARGIN, doc.y + 4, { width: width(doc), align: 'right' }).font('Helvetica');
}

function staff(doc: Doc, s: SubjectView): void {
  heading(doc, 'Assigned staff');
  if (s.staff.length === 0) doc.text('None assigned yet.', MARGIN);
  for (const person of s.staff) doc.text(`${person.role}: ${person.name}${person.contactNumber ? `, ${person.contactNumber}` : ''}`, MARGIN);
}

function box(doc: Doc, x: number, y: number): void {
  doc.rect(x, y, 8, 8).lineWidth(0.7).stroke();
}

function checks(doc: Doc, kind: DocumentKind): void {
  for (const section of documents[kind].sections) {
    heading(doc, section.heading);
    doc.fontSize(8).text('OK     Not OK   N.A.', MARGIN + width(doc) - 95, doc.y).fontSize(9.5);
    for (const item of section.items) {
      room(doc, 18);
      const y = doc.y + 2;
      doc.text(`\u2022  ${item}`, MARGIN, y, { width: width(doc) - 110 });
      for (const x of [0, 33, 70]) box(doc, MARGIN + width(doc) - 93 + x, y);
      doc.y = Math.max(doc.y, y + 12);
    }
  }
}

function lines(doc: Doc, label: string, count: number): void {
  heading(doc, label);
  for (let i = 0; i < count; i++) {
    room(doc, 20);
    doc.y += 16;
    doc.moveTo(MARGIN, doc.y).lineTo(MARGIN + width(doc), doc.y).lineWidth(0.4).stroke();
  }
}

function signatures(doc: Doc, kind: DocumentKind): void {
  room(doc, 110);
  doc.moveDown(2);
  const half = (width(doc) - 30) / 2;
  const top = doc.y + 30;
  documents[kind].signatures.forEach((who, i) => {
    const x = MARGIN + i * (half + 30);
    doc.moveTo(x, top).lineTo(x + half, top).lineWidth(0.7).stroke();
    doc.fontSize(8.5).text(`Signature over printed name: ${who}`, x, top + 4, { width: half });
    doc.moveTo(x, top + 40).lineTo(x + half * 0.6, top + 40).stroke();
    doc.text('Date', x, top + 44, { width: half });
  });
}

export async function writeDocument(kind: DocumentKind, subject: SubjectView, file: string, generatedAt: string): Promise<void> {
  const content = documents[kind];
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: `${content.title}: ${subject.reference}`, Author: 'Home-repair booking' } });
  const output = createWriteStream(file);
  const done = new Promise<void>((resolve, reject) => {
    output.on('close', resolve);
    output.on('error', reject);
  });
  doc.pipe(output);
  doc.font('Helvetica-Bold').fontSize(16).text(content.title, MARGIN);
  doc.font('Helvetica').fontSize(9).fillColor('#444').text(`${content.purpose} Printed ${generatedAt}.`).fillColor('black').moveDown(0.5);
  doc.fontSize(9.5);
  details(doc, subject);
  services(doc, subject);
  staff(doc, subject);
  checks(doc, kind);
  for (const note of content.notes) lines(doc, note, 3);
  signatures(doc, kind);
  doc.end();
  await done;
}
