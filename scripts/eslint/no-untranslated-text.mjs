/**
 * Fails on user-visible text written into JSX instead of taken from a message: text between tags and
 * string values of the attributes people read or hear (labels, titles, placeholders, alternatives).
 * Text without letters (`*`, `©`, `·`) is no language and may stay.
 */
const READ_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'alt',
  'title',
  'label',
  'placeholder',
  'description',
  'legend',
  'hint',
]);

const hasLetters = (text) => /\p{L}/u.test(text);

/** @type {import('eslint').Rule.RuleModule} */
export const noUntranslatedText = {
  meta: {
    type: 'problem',
    docs: { description: 'User-visible JSX text comes from the message catalogues' },
    messages: {
      text: 'Text "{{text}}" is shown as it is written: declare it in a messages.ts and format it (useIntl).',
    },
    schema: [],
  },
  create(context) {
    const report = (node, text) =>
      context.report({ node, messageId: 'text', data: { text: text.trim().slice(0, 40) } });
    return {
      JSXText(node) {
        if (hasLetters(node.value)) report(node, node.value);
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : '';
        if (!READ_ATTRIBUTES.has(name) || !node.value) return;
        const value = node.value;
        if (value.type === 'Literal' && typeof value.value === 'string' && hasLetters(value.value)) {
          report(value, value.value);
        }
        const expression = value.type === 'JSXExpressionContainer' ? value.expression : null;
        if (
          expression?.type === 'Literal' &&
          typeof expression.value === 'string' &&
          hasLetters(expression.value)
        ) {
          report(expression, expression.value);
        }
        if (
          expression?.type === 'TemplateLiteral' &&
          expression.quasis.some((q) => hasLetters(q.value.raw))
        ) {
          report(expression, expression.quasis.map((q) => q.value.raw).join('…'));
        }
      },
    };
  },
};
