import { describe, expect, it } from 'vitest';
import { msg, msgCount } from './msg';
import { recogniser } from './recognise';

describe('msg with values: the English a server or a schema writes', () => {
  it('fills the placeholders, an ICU double apostrophe as one', () => {
    expect(msg('Max length is {max} characters.', { max: 100 })).toBe('Max length is 100 characters.');
    expect(msg("No vessels with name ''{search}'' found.", { search: 'Aurora' })).toBe(
      "No vessels with name 'Aurora' found.",
    );
    expect(msg('Inbox')).toBe('Inbox');
  });

  it('writes a count with the message for one or the one for more', () => {
    const months = (n: number) => msgCount(n, '{count} month', '{count} months');
    expect([months(1), months(0), months(3)]).toEqual(['1 month', '0 months', '3 months']);
  });
});

describe('recogniser: the message a text was written from', () => {
  const find = recogniser([
    'Max length is {max} characters.',
    '{count} days ago',
    '{span} ago',
    "No vessels with name ''{search}'' found.",
    '{name} ({role})',
    '{count, plural, one {# file} other {# files}}',
  ]);

  it('gives the message and the values filled in', () => {
    expect(find('Max length is 100 characters.')).toEqual({
      id: 'Max length is {max} characters.',
      values: { max: '100' },
    });
    expect(find("No vessels with name 'Sea Breeze' found.")).toEqual({
      id: "No vessels with name ''{search}'' found.",
      values: { search: 'Sea Breeze' },
    });
  });

  it('takes the message that fixes more of the text', () => {
    expect(find('3 days ago')?.id).toBe('{count} days ago');
    expect(find('5 minutes ago')).toEqual({ id: '{span} ago', values: { span: '5 minutes' } });
  });

  it('finds nothing in a text no message writes, nor by a message of placeholders only or a plural', () => {
    expect(find('Max length is reached')).toBeNull();
    expect(find('Anna (Chef)')).toBeNull();
    expect(find('3 files')).toBeNull();
  });
});
