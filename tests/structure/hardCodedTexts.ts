/**
 * Finds the words web-admin shows that are written in its source instead of coming from
 * the i18n provider: text between JSX tags, and string literals given to a text prop
 * (label, title, placeholder, helperText, ...) or to notify(). A literal that is an i18n
 * key (`app.*`, `resources.*`, `ra.*`) is fine: react-admin translates it.
 */
import ts from 'typescript';

/** The props whose value is shown (or read out) as words, react-admin's and the console's own. */
const TEXT_PROPS = new Set([
  'label',
  'aria-label',
  'title',
  'placeholder',
  'helperText',
  'emptyText',
  'alt',
  'primaryText',
  // Confirmations (react-admin's Confirm, the console's command buttons).
  'content',
  'confirm',
  'cancel',
  'confirmTitle',
  'confirmContent',
  'declinedMessage',
  // The console's lists (bookings/BookingTable.tsx, fieldStaff/StaffJobs.tsx).
  'statusLabel',
  'actionsLabel',
  'empty',
]);
/** Props of these components named like text props that hold a record's field name. */
const FIELD_NAME_PROPS: Record<string, Set<string>> = { ImageField: new Set(['title']) };
const KEY = /^(resources|app|ra)\./;
/** A whole string that is one of the console's own keys (react-admin's `ra.*` are its own). */
const OWN_KEY = /^(resources|app)\.[\w.-]+$/;
const WORDS = /[A-Za-z]/;

export interface HardCodedText {
  line: number;
  text: string;
}

/** The words of an expression that end up shown: the branches of a choice, not its condition. */
function shownTexts(node: ts.Expression): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isTemplateExpression(node)) return [node.head.text + node.templateSpans.map((span) => `\${}${span.literal.text}`).join('')];
  if (ts.isParenthesizedExpression(node)) return shownTexts(node.expression);
  if (ts.isConditionalExpression(node)) return [...shownTexts(node.whenTrue), ...shownTexts(node.whenFalse)];
  if (ts.isBinaryExpression(node) && [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(node.operatorToken.kind)) {
    return [...shownTexts(node.left), ...shownTexts(node.right)];
  }
  return [];
}

const hardCoded = (text: string) => WORDS.test(text) && !KEY.test(text.trim());

function tagName(attribute: ts.JsxAttribute): string {
  const element = attribute.parent.parent;
  return element.tagName.getText();
}

export function hardCodedTexts(fileName: string, source: string): HardCodedText[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: HardCodedText[] = [];
  const add = (node: ts.Node, text: string) => {
    if (hardCoded(text)) found.push({ line: file.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: text.trim() });
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) add(node, node.text);
    else if (ts.isJsxAttribute(node) && TEXT_PROPS.has(node.name.getText()) && !FIELD_NAME_PROPS[tagName(node)]?.has(node.name.getText())) {
      const value = node.initializer;
      if (value && ts.isStringLiteral(value)) add(node, value.text);
      else if (value && ts.isJsxExpression(value) && value.expression) for (const text of shownTexts(value.expression)) add(node, text);
    } else if (ts.isCallExpression(node) && /(^|\.)notify$/.test(node.expression.getText()) && node.arguments[0]) {
      for (const text of shownTexts(node.arguments[0])) add(node, text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** The console's own keys (`app.*`, `resources.*`) the source names as whole string literals. */
export function keysNamed(fileName: string, source: string): HardCodedText[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: HardCodedText[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && OWN_KEY.test(node.text)) {
      found.push({ line: file.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: node.text });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
