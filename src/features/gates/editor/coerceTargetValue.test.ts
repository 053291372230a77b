import { describe, expect, it } from 'vitest';
import { coerceTargetValue, numberFromText, parseListText } from './coerceTargetValue';

describe('parseListText', () => {
  it('splits pasted text on commas and newlines into trimmed values', () => {
    expect(parseListText('US, CA\nMX')).toEqual(['US', 'CA', 'MX']);
  });
  it('reads spreadsheet columns and Windows line ends, dropping blanks', () => {
    expect(parseListText('a\tb\r\n\r\nc,,')).toEqual(['a', 'b', 'c']);
  });
  it('drops exact duplicates but keeps values that differ in case', () => {
    expect(parseListText('u_Tom, u_tom, u_Tom')).toEqual(['u_Tom', 'u_tom']);
  });
});

describe('numberFromText', () => {
  it('reads numbers and keeps anything else as typed', () => {
    expect(numberFromText(' 2.5 ')).toBe(2.5);
    expect(numberFromText('-3')).toBe(-3);
    expect(numberFromText('1e3')).toBe(1000);
    expect(numberFromText('three')).toBe('three');
    expect(numberFromText('')).toBe('');
    expect(numberFromText('3 apples')).toBe('3 apples');
  });
});

describe('coerceTargetValue', () => {
  it('turns a single string into a list and a number into a one-value list', () => {
    expect(coerceTargetValue('US, CA', 'list')).toEqual(['US', 'CA']);
    expect(coerceTargetValue(3, 'list')).toEqual(['3']);
    expect(coerceTargetValue(undefined, 'list')).toEqual([]);
  });
  it('reads a number from a one-value list or text, and keeps text that is no number', () => {
    expect(coerceTargetValue(['18'], 'number')).toBe(18);
    expect(coerceTargetValue('abc', 'number')).toBe('abc');
    expect(coerceTargetValue([], 'number')).toBe('');
  });
  it('takes the first value of a list as a version or a segment', () => {
    expect(coerceTargetValue(['2.4.0', '3.0'], 'version')).toBe('2.4.0');
    expect(coerceTargetValue(['beta_testers'], 'segment')).toBe('beta_testers');
    expect(coerceTargetValue(7, 'version')).toBe('7');
  });
  it('keeps every value of a list as one pattern with the same meaning', () => {
    expect(coerceTargetValue(['US', 'C.A'], 'pattern')).toBe('^(US|C\\.A)$');
    expect(coerceTargetValue(['@acme\\.com$'], 'pattern')).toBe('@acme\\.com$');
  });
  it('leaves a value already of the right shape alone', () => {
    expect(coerceTargetValue(['a'], 'list')).toEqual(['a']);
    expect(coerceTargetValue(5, 'number')).toBe(5);
    expect(coerceTargetValue('^a', 'pattern')).toBe('^a');
  });
});
