import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Formik } from 'formik';
import { TextField } from '../components/FormFields';
import { renderWithProviders } from '../test/render';
import { applyMask, MASKS } from './input-mask';

describe('input masks (SPEC §5: # digit, X letter or digit, S letter, A upper, a lower)', () => {
  it('keeps what each position takes and stops at the mask length', () => {
    expect(applyMask(MASKS.taxId, '2453-68 06x9')).toBe('24536806');
    expect(applyMask(MASKS.mobile, '0912 345 678 9')).toBe('0912345678');
    expect(applyMask(MASKS.nationalId, 'a123456789')).toBe('A123456789');
    expect(applyMask('XXaa', '1?bCD')).toBe('1bcd');
    expect(applyMask('SS##', '1a2b34')).toBe('ab34');
  });

  it('writes literals itself and accepts them typed', () => {
    expect(applyMask('##-##', '1234')).toBe('12-34');
    expect(applyMask('##-##', '12-34')).toBe('12-34');
    expect(applyMask('/AAA', 'abc')).toBe('/ABC');
  });

  it('filters a masked field as it is typed (a mobile takes ten digits and nothing else)', async () => {
    renderWithProviders(
      <Formik initialValues={{ mobile: '' }} onSubmit={jest.fn()}>
        {(form) => <TextField form={form} name="mobile" label="手機號碼" mask={MASKS.mobile} />}
      </Formik>,
    );
    const field = screen.getByLabelText('手機號碼');
    fireEvent.change(field, { target: { value: '0912-345-678 99' } });
    // Formik validates the change asynchronously: wait for it to settle.
    await waitFor(() => expect(field).toHaveValue('0912345678'));
  });
});
