import { defaultFormOptions } from '#common/app-config';
import { formOptionsFor } from './form-options';

test('query parameters override the configured options when overrides are allowed', () => {
  const options = formOptionsFor(defaultFormOptions, { askLeadPhone: 'yes', leadForm: 'off' }, true);

  expect(options).toEqual({ ...defaultFormOptions, askLeadPhone: true, leadForm: false });
});

test('query parameters are ignored when overrides are not allowed', () => {
  const configured = { ...defaultFormOptions, askLeadPhone: true };

  expect(formOptionsFor(configured, { askLeadPhone: '0', hideHeader: '1' }, false)).toEqual(configured);
});

test('values that are not a yes or a no, and repeated parameters, change nothing', () => {
  const options = formOptionsFor(defaultFormOptions, { hideHeader: 'maybe', askLeadPhone: ['1', '1'] }, true);

  expect(options).toEqual(defaultFormOptions);
});

test('the configured options are never modified', () => {
  const configured = { ...defaultFormOptions };

  formOptionsFor(configured, { hideHeader: 'true' }, true);

  expect(configured).toEqual(defaultFormOptions);
});
