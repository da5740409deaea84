import { Svg, type IconProps } from '@/features/shell/header/icons';

/** The menu drawer's close icon, apart from the header's icons so that it loads with the drawer (decision 0017). */
export function CloseIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path
        fill="currentColor"
        d="M18.3 5.7 12 12l6.3 6.3-1.4 1.4L10.6 13.4 4.3 19.7l-1.4-1.4L9.2 12 2.9 5.7l1.4-1.4 6.3 6.3 6.3-6.3z"
        transform="translate(1.4 0)"
      />
    </Svg>
  );
}
