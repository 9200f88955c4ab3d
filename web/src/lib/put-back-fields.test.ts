import { valuesOf, type StepField } from './put-back-fields';

function field(html: string): StepField {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  return holder.firstElementChild as StepField;
}

test('what a person left in a step: text that has some, every tick, and no list of tick boxes sharing a name', () => {
  const values = valuesOf([
    field('<input name="first_name" value="Sam">'),
    field('<input name="last_name" value="">'),
    field('<input type="checkbox" name="terms" checked>'),
    field('<input type="checkbox" name="privacy">'),
    field('<input type="checkbox" name="trades" value="1" checked>'),
    field('<input type="checkbox" name="trades" value="2">'),
  ]);
  expect(values).toEqual({ first_name: 'Sam', terms: true, privacy: false });
});
