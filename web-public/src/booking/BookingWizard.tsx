import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { FIRST_PAINT } from './firstPaint.js';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useAuth } from '../auth/AuthContext.js';
import { countedItems, type CartItem } from '../cart/cart.js';
import { useCart } from '../cart/CartContext.js';
import type { AvailableService } from '@app/core/contract/catalogue';
import type { Errors } from '../forms/rules.js';
import { useNotify } from '../notify/Notifier.js';
import type { AvailableSlot } from '@app/core/contract/bookings';
import type { Location } from '@app/core/contract/catalogue';
import type { CouponTerms, ProcessRequest } from '@app/core/contract/checkout';
import type { GatewayPath } from './checkoutApi.js';
import { CartSummary } from './CartSummary.js';
import { ADDRESS, firstStepWithError, PAYMENT, SCHEDULE, SERVICES, STEP_LABELS } from './errorSteps.js';
import { Faq } from './Faq.js';
import { blankGuest, checkGuest, guestComplete, type GuestForm } from './GuestDetails.js';
import { usePlanOptions } from './usePlanOptions.js';
import { sums } from './pricing.js';
import { PromoCode } from './PromoCode.js';
import { ScheduleStepLoading, StepLoading, useLaterSteps } from './StepLoading.js';
import { useAfterMount } from './useAfterMount.js';
import { useFocusOnChange } from './useFocusOnChange.js';
import { useCartQuote } from './useCartQuote.js';
import { usePayment } from './usePayment.js';
import { useCheckoutTexts } from '../textMessages/useCheckoutTexts.js';

// The calendar step (react-big-calendar, date-fns, 60 KB gzip) is a chunk of its own, asked
// for once the work-permit notice that covers it is closed: loading and running it behind
// the notice made the page's first seconds busy (Lighthouse's blocking time and largest
// paint) for a calendar nobody could see yet. Its placeholder keeps the calendar's place.
const ScheduleStep = lazy(() => import('./ScheduleStep.js').then((m) => ({ default: m.ScheduleStep })));

export const EMPTY_CART = 'Please add a service to your cart.';

export interface BookingWizardProps {
  service: AvailableService;
  locations: Location[];
  /** The work-permit notice (../pages/BookServices) still covers the schedule step. */
  noticeOpen: boolean;
}

/** The four steps of spec §2, the cart and FAQ beside them. */
export function BookingWizard({ service, locations, noticeOpen }: BookingWizardProps) {
  const notify = useNotify();
  const { state: auth } = useAuth();
  const signedIn = auth.status === 'signedIn';
  const { cart, add, replace } = useCart();
  const wide = useMediaQuery('(min-width:900px)', FIRST_PAINT);
  const [step, setStep] = useState(SCHEDULE);
  const [slot, setSlot] = useState<AvailableSlot | null>(null);
  const [coupon, setCoupon] = useState<CouponTerms | null>(null);
  const [source, setSource] = useState('');
  const [addressId, setAddressId] = useState<string | null>(null);
  const [guest, setGuest] = useState<GuestForm>(blankGuest);
  const [texts, setTexts] = useCheckoutTexts(signedIn);
  const [errors, setErrors] = useState<Errors>({});
  const payment = usePayment();
  const stepTitle = useFocusOnChange<HTMLHeadingElement>(step);
  const later = useLaterSteps(!noticeOpen);
  // The cart and the FAQ beside the steps come one render later: their own commit, not the wizard's.
  const aside = useAfterMount();

  const items = countedItems(cart);
  const totals = useMemo(() => sums(cart, coupon), [cart, coupon]);
  const addressDone = signedIn ? addressId !== null : guestComplete(guest);
  const completed = [slot !== null, items.length > 0, addressDone, false];
  // What prices the booking, as the server reads it: the quote's and the placement's.
  // The plan choice, where the category offers plans; kept in the cart so it reaches checkout after a reload.
  const planTerms = usePlanOptions(service.id, !noticeOpen);
  const intervals = planTerms?.intervals ?? [];
  const planInterval = cart.planInterval !== null && intervals.includes(cart.planInterval) ? cart.planInterval : null;
  // The first visit is priced as any booking (no plan discount): the quote does not need the plan.
  const priced = {
    category: service.friendly_name,
    list: items.map((line) => ({ id: line.id, quantity: line.quantity, price: line.price, location: line.location?.id ?? null })),
    discountCoupon: coupon?.code ?? null,
  };
  const quote = useCartQuote(step === PAYMENT && items.length > 0, priced);

  const pick = (picked: AvailableSlot) => {
    setSlot(picked);
    replace({ ...cart, dateOfService: picked.id });
    setErrors(({ date: _, ...rest }) => rest);
  };
  const addLine = (item: CartItem) => {
    add(item);
    notify(`${item.name} (${item.quantity}) added to your cart.`);
  };
  const changeCoupon = (next: CouponTerms | null) => {
    setCoupon(next);
    replace({ ...cart, discountCoupon: next?.code ?? null });
    setErrors(({ discountCoupon: _, ...rest }) => rest);
  };

  const changePlan = (next: number | null) => {
    replace({ ...cart, planInterval: next });
    setErrors(({ plan: _, 'plan.intervalMonths': __, ...rest }) => rest);
  };
  const plan = intervals.length > 0 ? { intervals, discount: planTerms?.discount_percent ?? 0, value: planInterval, onChange: changePlan } : undefined;

  const editGuest = (form: GuestForm, field: keyof GuestForm) => {
    setGuest(form);
    setErrors(({ [field]: _, ...rest }) => rest);
  };

  /** A guest's details as the server would check them (the contact number by its own rule); false, with the messages shown, when wrong. */
  function guestChecked(): boolean {
    if (signedIn) return true;
    // Steps 2-4's chunk carries the contact number rule; without it (not loaded yet) the fields are checked for presence.
    const found = (later?.checkGuestDetails ?? checkGuest)(guest);
    setErrors(found);
    return Object.keys(found).length === 0;
  }

  /** Moving on past the address step, by Continue or the stepper, waits for a guest's details to pass. */
  function goTo(target: number) {
    if (step === ADDRESS && target > ADDRESS && !guestChecked()) return;
    setStep(target);
  }

  function next() {
    if (step === SERVICES && items.length === 0) return notify(EMPTY_CART, 'error');
    goTo(step + 1);
  }

  async function pay(gateway: GatewayPath) {
    if (items.length === 0) {
      setStep(SERVICES);
      return notify(EMPTY_CART, 'error');
    }
    if (!guestChecked()) return setStep(ADDRESS);
    const request: ProcessRequest = {
      user: signedIn ? {} : { ...guest, apt_number: guest.apt_number || undefined },
      ...(signedIn && addressId ? { address: addressId } : {}),
      date_of_service: slot!.id,
      ...priced,
      ...(source ? { source } : {}),
      ...(planInterval !== null ? { plan: { intervalMonths: planInterval } } : {}),
      text_messages: texts,
    };
    const refused = await payment.pay(gateway, request, { guest: !signedIn, email: auth.status === 'signedIn' ? auth.user.email : guest.email });
    if (!refused) return;
    setErrors(refused);
    setStep(firstStepWithError(refused));
  }

  const canContinue = step === SCHEDULE ? slot !== null : step === ADDRESS ? addressDone || !signedIn : true;

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Book {service.name}
      </Typography>
      <Stepper nonLinear activeStep={step} alternativeLabel={wide} orientation={wide ? 'horizontal' : 'vertical'} sx={{ mb: 3 }}>
        {STEP_LABELS.map((label, i) => (
          <Step key={label} completed={completed[i]}>
            <StepButton onClick={() => goTo(i)}>{label}</StepButton>
          </Step>
        ))}
      </Stepper>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' } }}>
        <Paper component="section" aria-labelledby="step-title" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="step-title" ref={stepTitle} tabIndex={-1} variant="h5" component="h2" gutterBottom sx={{ '&:focus': { outline: 'none' } }}>
            {STEP_LABELS[step]}
          </Typography>
          {step === SCHEDULE && noticeOpen && <ScheduleStepLoading />}
          {step === SCHEDULE && !noticeOpen && (
            <Suspense fallback={<ScheduleStepLoading />}>
              <ScheduleStep slot={slot} onPick={pick} error={errors.date} />
            </Suspense>
          )}
          {step !== SCHEDULE && !later && <StepLoading />}
          {step === SERVICES && later && <later.ServiceStep services={service.services} locations={locations} onAdd={addLine} source={source} onSource={setSource} errors={errors} plan={plan} />}
          {step === ADDRESS && later && <later.AddressStep signedIn={signedIn} addressId={addressId} onAddress={setAddressId} guest={guest} onGuest={editGuest} errors={errors} />}
          {step === PAYMENT && later && <later.PaymentStep hasSchedule={slot !== null} total={totals.total} quote={quote} busy={payment.busy} redirecting={payment.redirecting} error={payment.failure} onPay={(g) => void pay(g)} onRetry={() => void pay(payment.tried ?? 'xendit')} texts={texts} onTexts={setTexts} planInterval={planInterval} />}
          <Stack direction="row" spacing={2} sx={{ mt: 3, justifyContent: 'space-between' }}>
            <Button onClick={() => setStep(step - 1)} disabled={step === SCHEDULE}>
              Back
            </Button>
            {step < PAYMENT && (
              <Button variant="contained" onClick={next} disabled={!canContinue}>
                Continue
              </Button>
            )}
          </Stack>
        </Paper>
        <Stack spacing={3} component="aside" aria-label="Your cart and questions">
          {aside && (
            <>
              <CartSummary sums={totals} locations={locations} editable={step === SERVICES}>
                <PromoCode coupon={coupon} onChange={changeCoupon} error={errors.discountCoupon} />
              </CartSummary>
              <Faq />
            </>
          )}
        </Stack>
      </Box>
    </>
  );
}
