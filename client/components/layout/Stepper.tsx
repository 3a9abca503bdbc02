/** The numbered steps of a flow (checkout, kit activation): done, current, to come. */
export function Stepper(props: { label: string; steps: readonly string[]; current: number }) {
  return (
    <ol className="stepper" aria-label={props.label}>
      {props.steps.map((name, i) => (
        <li key={name} aria-current={i === props.current ? 'step' : undefined} className={i < props.current ? 'done' : undefined}>
          <span className="stepper__number">{i + 1}</span> {name}
        </li>
      ))}
    </ol>
  );
}
