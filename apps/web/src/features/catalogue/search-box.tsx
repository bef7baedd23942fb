import { memo, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

interface SearchBoxProps {
  value: string;
  /** Keep it stable: the box redraws only when its text changes. */
  onChange: (value: string) => void;
}

/**
 * The catalogue's search box on a phone, with its label above it and the magnifier in front: MUI's
 * outlined input as it drew it, pixel for pixel, from plain elements styled by class
 * (search-box.styles.ts, decision 011). It is in the catalogue's first task, where MUI's input, label
 * and outline were the largest part of that task on a slow phone.
 */
export const SearchBox = memo(function SearchBox({ value, onChange }: SearchBoxProps) {
  const { t } = useTranslation();
  const label = t('search.label');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="search-box">
      <label className="search-box__label" htmlFor={id}>
        {label}
      </label>
      {/* A tap on the box around the text, the magnifier included, is a tap in the text (as MUI's input). */}
      <div className="search-box__field" onClick={(event) => event.target === event.currentTarget && input.current?.focus()}>
        <div className="search-box__icon">
          <span aria-hidden="true">{'\u200b'}</span>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M15.5 14h-.79l-.28-.27C15.41 12.59 16 11.11 16 9.5 16 5.91 13.09 3 9.5 3S3 5.91 3 9.5 5.91 16 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14" />
          </svg>
        </div>
        <input
          ref={input}
          id={id}
          className="search-box__input"
          type="search"
          placeholder={t('search.placeholder')}
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
        <fieldset className="search-box__outline" aria-hidden="true">
          <legend>
            <span>{label}</span>
          </legend>
        </fieldset>
      </div>
    </div>
  );
});
