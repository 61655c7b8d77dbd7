// antd's click wave (antd/es/_util/wave) for the login page's buttons, without antd: the same element and classes,
// whose look and animation are antd's extracted styles (`.ant-wave`, `.wave-motion-appear`, `…-active`).
import { ANTD_HASH_CLASS } from './antd-markup';

/** antd's rule for the wave's colour: the first of the border and background colours that is neither white nor transparent. */
function waveColour(style: CSSStyleDeclaration): string | undefined {
  return [style.borderTopColor, style.borderColor, style.backgroundColor].find(
    (colour) => colour && !/^(#fff(fff)?|rgba?\(255, 255, 255(, 1)?\)|transparent|canvastext)$/i.test(colour) && !/rgba\((\d*, ){3}0\)/.test(colour),
  );
}

/** Draws one wave around the button, removed once it has faded (or after 5 s, as antd's deadline). */
export function showWave(button: HTMLElement): void {
  const style = getComputedStyle(button);
  const holder = document.createElement('div');
  Object.assign(holder.style, { position: 'absolute', left: '0px', top: '0px' });
  const wave = document.createElement('div');
  wave.className = `ant-wave ${ANTD_HASH_CLASS} wave-motion-appear`;
  const px = (value: string) => `${Number.parseFloat(value) || 0}px`;
  Object.assign(wave.style, {
    left: px(`-${style.borderLeftWidth}`),
    top: px(`-${style.borderTopWidth}`),
    width: `${button.offsetWidth}px`,
    height: `${button.offsetHeight}px`,
    borderRadius: [style.borderTopLeftRadius, style.borderTopRightRadius, style.borderBottomRightRadius, style.borderBottomLeftRadius].map(px).join(' '),
  });
  const colour = waveColour(style);
  if (colour) wave.style.setProperty('--ant-wave-color', colour);
  holder.append(wave);
  button.insertBefore(holder, button.firstChild);
  // The start state painted first, then the end state the transition runs to.
  requestAnimationFrame(() => wave.classList.add('wave-motion-appear-active'));
  const remove = () => holder.remove();
  wave.addEventListener('transitionend', (event) => event.propertyName === 'opacity' && remove());
  setTimeout(remove, 5000);
}
