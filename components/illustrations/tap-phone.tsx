import PhoneFrame from "./phone-frame";
import TapPhoneMotion from "./tap-phone-motion";
import TapPhoneScreen, { RESTING_GIVEN } from "./tap-phone-screen";

/** The phone in "Tap to make magic happen": complete at rest, animated once in view. */
export default function TapPhone() {
  return (
    <PhoneFrame>
      <TapPhoneMotion>
        <TapPhoneScreen given={RESTING_GIVEN} />
      </TapPhoneMotion>
    </PhoneFrame>
  );
}
