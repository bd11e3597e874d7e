/**
 * The console's own texts: resource names, field labels and the spec's notifications
 * (§8), under react-admin's keys so its views pick them up without props:
 * `resources.<name>.notifications.created|updated|deleted` are the success messages.
 */
export const en = {
  app: {
    menu: {
      home: 'Home',
      booking_logs: 'Booking Logs',
      logout: 'Logout',
      dashboards: {
        administrator: 'Admin Dashboard',
        assessor: 'Assessor Dashboard',
        manong: 'Manong Dashboard',
        customer: 'Customer Dashboard',
      },
      bookings: 'Bookings',
      rebookings: 'Re-Bookings',
      cancellation: 'Cancellation',
      assessments: 'Assessments',
      services: 'Categories & Services',
    },
    action: {
      create_record: 'Create Record',
      create_customer: 'Create Customer',
      create_schedule: 'Create Schedule',
      add_address: 'Add Address',
      categories: 'Categories',
      services: 'Services',
    },
    export: {
      title: 'Export',
      start: 'Start date',
      end: 'End date',
      progress: 'Export progress',
      queued: 'Waiting for a worker...',
      running: 'Building the report: %{progress}%',
      success: 'Export has been successful',
      rows: 'one row |||| %{smart_count} rows',
    },
    dialog: {
      employee_details: 'Employee Details',
      customer_details: 'Customer Details',
      city_details: 'City Details',
      service_details: 'Service Details',
      address_form: 'Address Form',
    },
    validation: {
      ph_phone: 'Enter a Philippine number, e.g. +63 917 123 4567',
      date_range: 'The end date must not be before the start date',
    },
    message: {
      no_changes: 'No changes made',
      delete_customer: 'Are you sure you want to delete this customer?',
      address_added: 'Customer: %{name} new address added successfully!',
      schedule_error: 'Error! %{message}',
    },
  },
  resources: {
    cities: {
      name: 'City |||| Cities',
      fields: { name: 'Name', created_at: 'Date Created' },
      notifications: { created: 'City has been created.', updated: 'City has been updated.', deleted: 'City has been removed.' },
    },
    locations: {
      name: 'Location |||| Locations',
      fields: { name: 'Name' },
      notifications: { created: 'Location has been created.', updated: 'Location has been updated.', deleted: 'Location has been removed.' },
    },
    users: {
      name: 'Employee |||| Employees',
      fields: {
        name: 'Name',
        first_name: 'First Name',
        middle_name: 'Middle Name',
        last_name: 'Last Name',
        email: 'Email',
        contact_number: 'Contact Number',
        roles: 'Roles',
        picture: 'Profile Picture',
        profile_picture: 'Profile Picture',
      },
      notifications: { created: 'System account added', updated: 'System account updated', deleted: 'System account removed' },
    },
    customers: {
      name: 'Customer |||| Customers',
      fields: {
        name: 'First Name',
        first_name: 'First Name',
        middle_name: 'Middle Name',
        last_name: 'Last Name',
        email: 'Email',
        contact_number: 'Contact Number',
      },
      notifications: { created: 'Customer has been created.', updated: 'Customer information has been updated.', deleted: 'Customer removed!' },
    },
    addresses: {
      name: 'Address |||| Addresses',
      fields: {
        city: 'City',
        city_id: 'City',
        'city.name': 'City',
        street_address: 'Street Address',
        barangay: 'Barangay',
        type_of_home: 'Type of Home',
        contact_number: 'Contact Number',
        apartment_no: 'Apartment No.',
      },
    },
    categories: {
      name: 'Category |||| Categories',
      fields: {
        name: 'Name',
        friendly_name: 'Friendly Name',
        description: 'Description',
        image: 'Image',
        is_fixed_price: 'Fixed Price',
        is_for_assessment: 'For Assessment',
        created_at: 'Date Created',
      },
      notifications: { created: 'Category created!', updated: 'Category updated!', deleted: 'Category has been removed!' },
    },
    'category-services': {
      name: 'Service |||| Services',
      fields: { category_id: 'Category', 'category.name': 'Category', name: 'Name', price: 'Price', per_unit: 'Per Unit' },
      notifications: {
        created: 'Category service has been created.',
        updated: 'Category service has been updated!',
        deleted: 'Category Service removed!',
      },
    },
    teams: {
      name: 'Team |||| Teams',
      fields: { name: 'Name', members: 'Members' },
      notifications: { created: 'Team has been created.', updated: 'Team has been updated.', deleted: 'Team has been removed.' },
    },
    'discount-coupons': {
      name: 'Discount Coupon |||| Discount Coupons',
      fields: {
        label: 'Promo Name',
        code: 'Code',
        amount: 'Amount',
        quantity: 'Remaining',
        is_percentage: 'Percentage Based',
        is_disposable: 'Disposable',
        usage: 'Number of Usage',
        all_user: 'All Users',
        customers: 'Customers',
        expires_at: 'Expiration Date',
      },
      notifications: {
        created: 'Discount coupon has been created.',
        updated: 'Discount coupon has been updated.',
        deleted: 'Discount coupon has been deleted.',
      },
    },
    'schedule-planner': {
      name: 'Schedule Planner |||| Schedule Planner',
      fields: {
        scheduled_at: 'Schedule Date',
        scheduled_from: 'From',
        scheduled_to: 'To',
        start_at: 'Schedule Start',
        end_at: 'Schedule End',
        duration: 'Duration (hours)',
        country: 'Country',
        capacity: 'Capacity',
        created_at: 'Date Created',
      },
      notifications: { created: 'Schedule plan has been created.', deleted: 'Schedule removed successfully!' },
    },
  },
};
