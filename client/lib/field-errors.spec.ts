import { describe, expect, it } from '@jest/globals';
import { errorLine, humanFieldErrors, humanMessage, labelOfKey } from './field-errors.js';

describe('field errors for people', () => {
  it('rewords the messages that read like a program', () => {
    expect(humanMessage('email must be a valid email')).toBe('Enter a valid email address');
    expect(humanMessage('This field must be true')).toBe('Tick this box to go on');
    expect(humanMessage('Choose a breed from the list')).toBe('Choose a breed from the list');
  });

  it('names a field by words, never by its key', () => {
    expect(labelOfKey('barcodes.confirmBarcode')).toBe('Confirm barcode');
    expect(labelOfKey('acceptTerms')).toBe('Accept terms');
    expect(labelOfKey('postal_code')).toBe('Postal code');
  });

  it('puts the label before the message unless the message already names the field', () => {
    expect(errorLine('Confirm barcode number', "Confirm Barcode Number doesn't match")).toBe(
      "Confirm Barcode Number doesn't match",
    );
    expect(errorLine('Email *', 'email must be a valid email')).toBe('Enter a valid email address');
    expect(errorLine('Postcode', 'Use at most 10 characters')).toBe('Postcode: Use at most 10 characters');
    expect(errorLine('City', 'This field is required')).toBe('City is required');
    expect(errorLine('Accept terms', 'This field must be true')).toBe('Accept terms: Tick this box to go on');
  });

  it('rewords every message of a 428 answer and keeps its keys', () => {
    expect(humanFieldErrors({ 'barcodes.confirmBarcode': 'x', email: 'email must be a valid email' })).toEqual({
      'barcodes.confirmBarcode': 'x',
      email: 'Enter a valid email address',
    });
  });
});
