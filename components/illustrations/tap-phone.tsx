import type { TapPhoneCopy } from "./tap-phone-screen";
import PhoneFrame from "./phone-frame";
import TapPhoneMotion from "./tap-phone-motion-island";
import TapPhoneScreen, { RESTING_GIVEN } from "./tap-phone-screen";

/** The phone in "Tap to make magic happen": complete at rest, animated once in view. */
export default function TapPhone({ copy }: { copy: TapPhoneCopy }) {
  return (
    <PhoneFrame>
      <TapPhoneMotion copy={copy}>
        <TapPhoneScreen copy={copy} given={RESTING_GIVEN} />
      </TapPhoneMotion>
    </PhoneFrame>
  );
}
